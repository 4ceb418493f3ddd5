// Chats between the app's users and the venues' staff or the platform's support (spec sections 3, 4 and 7): the list,
// the unread ones, a new chat, marking one read, a staff member taking its connection (`POST /connections/:chatId`),
// and the messages of a chat (assumed: the spec names no message call). Permissive like every list: any bearer reads
// any chat; the caller's own reading state (`readBy`) is what makes a chat unread.
import { HttpError, readJson, sendJson } from "./http.mjs";
import { requireBearer } from "./auth.mjs";
import { queryRecords } from "./query.mjs";
import { newId } from "./store.mjs";

/** The longest message accepted, in characters. */
const messageMaxLength = 2000;

function fullName(user) {
  return `${user?.name ?? ""} ${user?.surname ?? ""}`.trim() || user?.email || "";
}

/** A chat as answered: its participants, venue and employee with their names beside the ids. */
function present(store, chat) {
  const users = store.collection("users");
  const userOf = (id) => users.find((user) => user._id === id);
  const participants = (chat.participantsIds ?? []).map((id) => {
    const user = userOf(id);
    return { _id: id, name: user?.name ?? "", surname: user?.surname ?? "", role: user?.role ?? "" };
  });
  const venue = chat.discoId ? store.collection("discos").find((disco) => disco._id === chat.discoId) : null;
  const employee = chat.employeeId ? userOf(chat.employeeId) : null;
  return {
    ...chat,
    participants,
    ...(venue ? { discoName: venue.name } : {}),
    ...(employee ? { employeeName: fullName(employee) } : {}),
  };
}

/** The chats a caller takes part in: named among the participants, or the employee who took the connection. */
function takesPart(chat, userId) {
  return (chat.participantsIds ?? []).includes(userId) || chat.employeeId === userId;
}

function unreadBy(chat, userId) {
  return takesPart(chat, userId) && !(chat.readBy ?? []).includes(userId);
}

function chatOf(store, id) {
  const chat = store.collection("chats").find((candidate) => candidate._id === id);
  if (!chat) throw new HttpError(404, "Not found");
  return chat;
}

function requireUser(store, id, field) {
  if (typeof id !== "string" || !store.collection("users").some((user) => user._id === id))
    throw new HttpError(400, `${field} must name a user`);
}

/** `/chats`, `/chats/*` and `/connections/*`, with a bearer. Returns false for any other path. */
export async function handleChats(store, req, res, pathname, url) {
  if (pathname !== "/chats" && !pathname.startsWith("/chats/") && !pathname.startsWith("/connections/")) return false;
  const method = req.method;
  const me = requireBearer(store, req);
  const chats = store.collection("chats");

  if (pathname === "/chats/toread") {
    if (method !== "GET") throw new HttpError(405, "Method not allowed");
    // The list's filters apply (a venue's staff ask for `discoId=`); paging and sorting do not.
    const params = new URLSearchParams(url.searchParams);
    for (const name of ["page", "limit", "sort", "count"]) params.delete(name);
    const { rows } = queryRecords(
      chats.filter((chat) => unreadBy(chat, me._id)),
      params,
    );
    sendJson(
      res,
      200,
      rows.map((chat) => chat._id),
    );
    return true;
  }
  if (pathname === "/chats") {
    if (method === "GET") {
      const params = new URLSearchParams(url.searchParams);
      if (!params.get("sort")) params.set("sort", "-updatedAt");
      const { rows, total } = queryRecords(chats, params);
      const headers = params.get("count") === "true" ? { "odin-count": String(total) } : {};
      sendJson(
        res,
        200,
        rows.map((chat) => present(store, chat)),
        headers,
      );
      return true;
    }
    if (method === "POST") {
      const body = await readJson(req);
      if (!Array.isArray(body.participantsIds) || body.participantsIds.length === 0)
        throw new HttpError(400, "participantsIds is required");
      for (const id of body.participantsIds) requireUser(store, id, "participantsIds");
      if (body.discoId !== undefined && body.discoId !== null && body.discoId !== "") {
        if (!store.collection("discos").some((disco) => disco._id === body.discoId))
          throw new HttpError(400, "discoId must name a venue");
      }
      const now = new Date().toISOString();
      const chat = {
        _id: newId(),
        participantsIds: [...new Set(body.participantsIds)],
        ...(body.discoId ? { discoId: body.discoId } : {}),
        status: "waiting",
        readBy: [me._id],
        createdAt: now,
        updatedAt: now,
      };
      chats.push(chat);
      store.changed();
      sendJson(res, 201, present(store, chat));
      return true;
    }
    throw new HttpError(405, "Method not allowed");
  }

  const read = pathname.match(/^\/chats\/([^/]+)\/read$/);
  if (read) {
    if (method !== "PATCH") throw new HttpError(405, "Method not allowed");
    const chat = chatOf(store, read[1]);
    chat.readBy = [...new Set([...(chat.readBy ?? []), me._id])];
    store.changed();
    sendJson(res, 200, present(store, chat));
    return true;
  }

  const messages = pathname.match(/^\/chats\/([^/]+)\/messages$/);
  if (messages) {
    const chat = chatOf(store, messages[1]);
    const own = store.collection("chat-messages").filter((message) => message.chatId === chat._id);
    if (method === "GET") {
      const params = new URLSearchParams(url.searchParams);
      if (!params.get("sort")) params.set("sort", "createdAt");
      const { rows, total } = queryRecords(own, params, ["text"]);
      const headers = params.get("count") === "true" ? { "odin-count": String(total) } : {};
      sendJson(res, 200, rows, headers);
      return true;
    }
    if (method === "POST") {
      const body = await readJson(req);
      const text = typeof body.text === "string" ? body.text.trim() : "";
      if (!text) throw new HttpError(400, "text is required");
      if (text.length > messageMaxLength)
        throw new HttpError(400, `text must be at most ${messageMaxLength} characters`);
      if (chat.status === "closed") throw new HttpError(400, "Chat closed");
      const now = new Date().toISOString();
      const message = {
        _id: newId(),
        chatId: chat._id,
        senderId: me._id,
        senderName: fullName(me),
        text,
        createdAt: now,
        updatedAt: now,
      };
      store.collection("chat-messages").push(message);
      // Who writes takes part; everybody else has something new to read.
      chat.participantsIds = [...new Set([...(chat.participantsIds ?? []), me._id])];
      chat.lastMessage = { text, senderId: me._id, senderName: message.senderName, createdAt: now };
      chat.readBy = [me._id];
      chat.updatedAt = now;
      store.changed();
      sendJson(res, 201, message);
      return true;
    }
    throw new HttpError(405, "Method not allowed");
  }

  const one = pathname.match(/^\/chats\/([^/]+)$/);
  if (one) {
    if (method !== "GET") throw new HttpError(405, "Method not allowed");
    const chat = chatOf(store, one[1]);
    // Filters on a read by id are ignored, as most REST APIs ignore them: the back-office guards its own scope.
    sendJson(res, 200, present(store, chat));
    return true;
  }

  const connection = pathname.match(/^\/connections\/([^/]+)$/);
  if (connection) {
    if (method !== "POST") throw new HttpError(405, "Method not allowed");
    const body = await readJson(req);
    const chat = chatOf(store, connection[1]);
    const employeeId = body.employeeId ?? me._id;
    requireUser(store, employeeId, "employeeId");
    if (chat.status === "closed") throw new HttpError(400, "Chat closed");
    chat.status = "active";
    chat.employeeId = employeeId;
    // The employee takes part from now on: whoever takes it has read it, someone it is assigned to has it to read.
    chat.participantsIds = [...new Set([...(chat.participantsIds ?? []), employeeId])];
    const others = (chat.readBy ?? []).filter((id) => id !== employeeId);
    chat.readBy = employeeId === me._id ? [...others, me._id] : others;
    chat.updatedAt = new Date().toISOString();
    store.changed();
    sendJson(res, 200, present(store, chat));
    return true;
  }
  throw new HttpError(404, "Not found");
}

/**
 * The seed's chats, added after everything else with ids of their own (no draws of the seed's generator, so the other
 * records keep theirs): the platform's support chats the admin takes part in, and chats with the demo club, a second
 * club, the demo format and the demo structure, each with a few messages, in every connection state.
 */
export function seedChats(data, now) {
  let counter = 0;
  const id = (prefix) => `${prefix}${(++counter).toString(16).padStart(20, "0")}`;
  const ago = (minutes) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const users = data.users;
  const byEmail = (email) => users.find((user) => user.email === email);
  const venueNamed = (name) => data.discos.find((disco) => disco.name === name);
  const customers = users.filter((user) => user.role === "user" && /@example\.test$/.test(user.email));
  const admin = byEmail("admin@demo.test");
  const discoUser = byEmail("disco@demo.test");
  const formatUser = byEmail("format@demo.test");
  const structureUser = byEmail("structure@demo.test");
  const eventOffice = byEmail("eventoffice@demo.test");
  const collabOffice = byEmail("collaboffice@demo.test");
  const demoClub = venueNamed("Demo Club Milano");
  const secondClub = venueNamed("Villa Notte Roma");

  const lines = [
    ["Buonasera, posso cambiare il nome sulla prenotazione?", "Certo, ci scriva il nuovo nome e lo aggiorniamo."],
    ["Il biglietto non mi arriva per email.", "Lo abbiamo inviato di nuovo, controlli anche lo spam."],
    ["C'è un guardaroba stasera?", "Sì, è aperto dalle 23 all'uscita."],
    ["Si può prenotare un tavolo per otto persone?", "Sì: le mandiamo le opzioni disponibili per sabato."],
    ["Ho pagato due volte lo stesso ordine.", "Verifichiamo subito con il circuito di pagamento."],
  ];
  const messagesOf = (chat, customer, staff, index, minutes) => {
    const [question, answer] = lines[index % lines.length];
    const said = [{ sender: customer, text: question, at: minutes + 6 }];
    if (staff && chat.status !== "waiting") said.push({ sender: staff, text: answer, at: minutes + 3 });
    if (chat.status !== "waiting") said.push({ sender: customer, text: "Grazie mille!", at: minutes });
    const messages = said.map(({ sender, text, at }) => ({
      _id: id("c4a8"),
      chatId: chat._id,
      senderId: sender._id,
      senderName: fullName(sender),
      text,
      createdAt: ago(at),
      updatedAt: ago(at),
    }));
    const last = messages[messages.length - 1];
    chat.lastMessage = {
      text: last.text,
      senderId: last.senderId,
      senderName: last.senderName,
      createdAt: last.createdAt,
    };
    chat.createdAt = messages[0].createdAt;
    chat.updatedAt = last.createdAt;
    (data["chat-messages"] ??= []).push(...messages);
  };

  // The platform's support: the chats seeded before, each with a customer and the admin.
  (data.chats ?? []).forEach((chat, index) => {
    const customer = users.find((user) => user._id === chat.participantsIds[0]);
    if (chat.status !== "waiting") chat.employeeId = admin._id;
    messagesOf(chat, customer, admin, index, 60 * 24 * (index + 1));
  });

  const venueChat = (venue, employee, customer, status, minutes, index) => {
    const chat = {
      _id: id("c4a7"),
      participantsIds: status === "waiting" ? [customer._id] : [customer._id, employee._id],
      discoId: venue._id,
      status,
      ...(status === "waiting" ? {} : { employeeId: employee._id }),
      readBy: index % 2 ? [customer._id, employee._id] : [customer._id],
    };
    messagesOf(chat, customer, employee, index, minutes);
    (data.chats ??= []).push(chat);
  };
  const venueOf = (user) => data.discos.find((disco) => disco._id === user.discoId);
  venueChat(demoClub, discoUser, customers[10], "waiting", 12, 0);
  venueChat(demoClub, discoUser, customers[11], "active", 35, 1);
  venueChat(demoClub, discoUser, customers[12], "active", 90, 2);
  venueChat(demoClub, eventOffice, customers[13], "active", 240, 3);
  venueChat(demoClub, discoUser, customers[14], "closed", 60 * 30, 4);
  venueChat(secondClub, collabOffice, customers[16], "waiting", 20, 0);
  venueChat(secondClub, collabOffice, customers[17], "active", 300, 1);
  venueChat(venueOf(formatUser), formatUser, customers[19], "active", 50, 2);
  venueChat(venueOf(structureUser), structureUser, customers[20], "waiting", 70, 3);
}
