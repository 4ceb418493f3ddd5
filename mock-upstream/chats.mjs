// Chats between the app's users and the venues' staff (spec section 7): the list, the unread ones, a new chat, marking
// one read, and a staff member taking a chat over (`POST /connections/:chatId`).
import { HttpError, readJson, sendJson } from "./http.mjs";
import { requireBearer } from "./auth.mjs";
import { queryRecords } from "./query.mjs";
import { newId } from "./store.mjs";

/** `/chats`, `/chats/*` and `/connections/*`, with a bearer. Returns false for any other path. */
export async function handleChats(store, req, res, pathname, url) {
  if (pathname !== "/chats" && !pathname.startsWith("/chats/") && !pathname.startsWith("/connections/")) return false;
  const method = req.method;
  const me = requireBearer(store, req);

  if (method === "GET" && pathname === "/chats/toread") {
    const ids = store
      .collection("chats")
      .filter((c) => c.participantsIds?.includes(me._id) && !(c.readBy ?? []).includes(me._id))
      .map((c) => c._id);
    sendJson(res, 200, ids);
    return true;
  }
  if (method === "GET" && pathname === "/chats") {
    const chats = store.collection("chats").filter((c) => me.role === "admin" || c.participantsIds?.includes(me._id));
    const params = new URLSearchParams(url.searchParams);
    if (!params.get("sort")) params.set("sort", "-updatedAt");
    sendJson(res, 200, queryRecords(chats, params).rows);
    return true;
  }
  if (method === "POST" && pathname === "/chats") {
    const body = await readJson(req);
    if (!Array.isArray(body.participantsIds) || body.participantsIds.length === 0)
      throw new HttpError(400, "participantsIds is required");
    const now = new Date().toISOString();
    const chat = {
      _id: newId(),
      participantsIds: body.participantsIds,
      status: "waiting",
      readBy: [me._id],
      createdAt: now,
      updatedAt: now,
    };
    store.collection("chats").push(chat);
    store.changed();
    sendJson(res, 201, chat);
    return true;
  }
  const read = pathname.match(/^\/chats\/([^/]+)\/read$/);
  if (method === "PATCH" && read) {
    const chat = store.collection("chats").find((c) => c._id === read[1]);
    if (!chat) throw new HttpError(404, "Not found");
    chat.readBy = [...new Set([...(chat.readBy ?? []), me._id])];
    store.changed();
    sendJson(res, 200, chat);
    return true;
  }
  const connection = pathname.match(/^\/connections\/([^/]+)$/);
  if (method === "POST" && connection) {
    const body = await readJson(req);
    const chat = store.collection("chats").find((c) => c._id === connection[1]);
    if (!chat) throw new HttpError(404, "Not found");
    chat.status = "active";
    chat.employeeId = body.employeeId ?? me._id;
    chat.updatedAt = new Date().toISOString();
    store.changed();
    sendJson(res, 200, chat);
    return true;
  }
  if (pathname === "/chats" || pathname === "/chats/toread") throw new HttpError(405, "Method not allowed");
  throw new HttpError(404, "Not found");
}
