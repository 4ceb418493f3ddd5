// The support inbox (decision 018), the same steps with JavaScript on and off: an admin sees the chats newest
// first with the unread ones marked and counted beside the menu entry, and opening one marks it read; a venue sees its
// own chats only and another venue's chat is not-found, with nothing written; a waiting chat is taken or assigned; a
// new chat is opened with an app user; a reply is sent (and, with JavaScript, a half-typed one survives the page
// reading itself again). Every test makes the users and chats it uses through the mock's API, so tests side by side on
// the shared mock never see each other's changes; the admin of the first test is its own, so its unread count is exact.
import { expect, test, type Page } from "@playwright/test";
import { demoPassword, storageStateOf } from "./accounts";
import { hydrated, mockControl, scopeRequests, searchBox, signIn, unique, upstreamToken } from "./helpers";
import { mockURL } from "./ports";

type Mode = "js" | "nojs";
type User = { _id: string; email: string; name: string; surname: string; discoId?: string };
type Chat = { _id: string; status: string; employeeId?: string; participantsIds: string[]; discoId?: string };

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

async function upstream<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const token = await upstreamToken(email);
  const response = await fetch(`${mockURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user of this test's own (made by the demo admin), who can sign in at the mock with the demo password. */
async function ownUser(role: "user" | "admin", name: string, surname: string): Promise<User> {
  const email = `chat-${role}-${unique()}@demo.test`;
  return upstream<User>("admin@demo.test", "POST", "/users", {
    email,
    password: demoPassword,
    name,
    surname,
    role,
    admin: role === "admin",
    isEnabled: true,
  });
}

async function me(email: string): Promise<User> {
  return upstream<User>(email, "GET", "/users/me");
}

async function venueNamed(name: string): Promise<string> {
  const venues = await upstream<{ _id: string }[]>(
    "admin@demo.test",
    "GET",
    `/discos?name=${encodeURIComponent(name)}`,
  );
  return venues[0]._id;
}

/** A chat the customer opens (as the app does), with its first message. */
async function customerChat(customer: User, others: string[], text: string, discoId?: string): Promise<Chat> {
  const chat = await upstream<Chat>(customer.email, "POST", "/chats", {
    participantsIds: [customer._id, ...others],
    ...(discoId ? { discoId } : {}),
  });
  await upstream(customer.email, "POST", `/chats/${chat._id}/messages`, { text });
  return chat;
}

type LogEntry = { method: string; path: string; userEmail?: string };

async function writesTo(chatId: string, email: string): Promise<string[]> {
  const log = (await mockControl("log", { method: "GET" })) as LogEntry[];
  return log
    .filter((entry) => entry.userEmail === email && entry.method !== "GET" && entry.path.includes(chatId))
    .map((entry) => `${entry.method} ${entry.path}`);
}

function rowOf(page: Page, chat: Chat) {
  return page.getByTestId("chat-row").filter({ has: page.locator(`a[href^="/chats/${chat._id}"]`) });
}

export function chatSpecs(mode: Mode) {
  test.describe(`the admin's inbox (${mode})`, () => {
    test("shows the chats newest first with the unread ones marked and counted, and opening one marks it read", async ({
      page,
    }) => {
      const tag = unique();
      const admin = await ownUser("admin", "Ada", `Assistenza ${mode}`);
      const [first, second, third] = await Promise.all(
        ["Primo", "Secondo", "Terzo"].map((name) => ownUser("user", name, `Cliente ${tag}`)),
      );
      // Two chats the customers wrote to this admin, then one the admin opened itself (read by whoever opens it).
      const older = await customerChat(first, [admin._id], "Ho un problema con il biglietto.");
      const newer = await customerChat(second, [admin._id], "Posso cambiare la prenotazione?");
      const own = await upstream<Chat>(admin.email, "POST", "/chats", { participantsIds: [third._id, admin._id] });

      await page.goto("/login");
      await ready(page, mode);
      await signIn(page, admin.email);
      await expect(page).toHaveURL(/\/users/);
      await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chat", exact: true }).click();
      await expect(page).toHaveURL(/\/chats$/);
      await expect(page.getByRole("heading", { level: 1, name: "Chat" })).toBeVisible();

      const badge = page.getByTestId("unread-chats");
      await expect(badge).toHaveAttribute("data-count", "2");
      await expect(badge).toContainText("2 da leggere");

      const order = await page
        .getByTestId("chat-row")
        .locator("a")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split("/")[2]));
      const at = (chat: Chat) => order.indexOf(chat._id);
      expect(at(own)).toBeGreaterThanOrEqual(0);
      expect(at(own)).toBeLessThan(at(newer));
      expect(at(newer)).toBeLessThan(at(older));
      await expect(rowOf(page, older)).toContainText("Da leggere");
      await expect(rowOf(page, newer)).toContainText("Da leggere");
      await expect(rowOf(page, own)).not.toContainText("Da leggere");
      await expect(rowOf(page, newer)).toContainText(`Secondo Cliente ${tag}`);
      await expect(rowOf(page, newer)).toContainText("Posso cambiare la prenotazione?");
      await expect(rowOf(page, newer)).toContainText("Assistenza della piattaforma");

      await rowOf(page, newer).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/chats/${newer._id}$`));
      await expect(page.getByRole("heading", { level: 2, name: `Secondo Cliente ${tag}` })).toBeVisible();
      await expect(page.getByRole("log", { name: "Messaggi" })).toContainText("Posso cambiare la prenotazione?");
      await expect(badge).toHaveAttribute("data-count", "1");
      await expect(rowOf(page, newer)).not.toContainText("Da leggere");
      await expect(rowOf(page, older)).toContainText("Da leggere");
      expect(await writesTo(newer._id, admin.email)).toEqual([`PATCH /chats/${newer._id}/read`]);

      // Read once: the page again, or the inbox, counts it read and writes nothing more.
      await page.reload();
      await expect(badge).toHaveAttribute("data-count", "1");
      await page.goto("/chats");
      await expect(badge).toHaveAttribute("data-count", "1");
      await expect(rowOf(page, newer)).not.toContainText("Da leggere");
      expect(await writesTo(newer._id, admin.email)).toEqual([`PATCH /chats/${newer._id}/read`]);
    });
  });

  test.describe(`a venue's inbox (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test("shows the venue's own chats only; another venue's chat is not-found and nothing is written to it", async ({
      page,
    }) => {
      const tag = unique();
      const [demoClub, secondClub] = await Promise.all([
        venueNamed("Demo Club Milano"),
        venueNamed("Villa Notte Roma"),
      ]);
      const [mine, theirs] = await Promise.all([
        ownUser("user", "Nostra", `Cliente ${tag}`),
        ownUser("user", "Altrui", `Cliente ${tag}`),
      ]);
      const ownChat = await customerChat(mine, [], "Avete posti a sedere?", demoClub);
      const otherChat = await customerChat(theirs, [], "A che ora aprite?", secondClub);
      await upstream(theirs.email, "POST", `/chats/${otherChat._id}/messages`, { text: "Grazie" });

      await page.goto("/chats");
      await ready(page, mode);
      await expect(rowOf(page, ownChat)).toContainText(`Nostra Cliente ${tag}`);
      await expect(rowOf(page, ownChat)).toContainText("Demo Club Milano");
      await expect(page.getByTestId("chat-list")).not.toContainText(`Altrui Cliente ${tag}`);
      await expect(page.getByTestId("chat-list")).not.toContainText("Villa Notte Roma");
      await expect(rowOf(page, otherChat)).toHaveCount(0);

      const response = await page.goto(`/chats/${otherChat._id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
      const posts: Record<string, string>[] = [
        { intent: "reply", text: "Risposta" },
        { intent: "take" },
        { intent: "assign" },
      ];
      for (const form of posts) {
        const post = await page.request.post(`/chats/${otherChat._id}`, { form, maxRedirects: 0 });
        expect(post.status(), form.intent).toBe(404);
      }
      expect(await writesTo(otherChat._id, "disco@demo.test")).toEqual([]);
      const stored = await upstream<Chat>("admin@demo.test", "GET", `/chats/${otherChat._id}`);
      expect(stored).toMatchObject({ status: "waiting" });
      expect(stored.employeeId).toBeUndefined();
    });

    test("takes a waiting chat: it becomes active, handled by the user, who can answer it", async ({ page }) => {
      const requestId = await scopeRequests(page);
      const disco = await me("disco@demo.test");
      const customer = await ownUser("user", "Attesa", `Cliente ${unique()}`);
      const chat = await customerChat(customer, [], "C'è qualcuno?", disco.discoId);

      await page.goto(`/chats/${chat._id}`);
      await ready(page, mode);
      const state = page.getByTestId("chat-state");
      await expect(state).toContainText("In attesa");
      await expect(state).toContainText("Non ancora presa in carico");
      await expect(page.getByText("Prendi in carico la chat per rispondere.")).toBeVisible();
      await page.getByRole("button", { name: "Prendi in carico" }).click();

      await expect(page.getByRole("status")).toHaveText("Chat presa in carico");
      await expect(page).toHaveURL(new RegExp(`/chats/${chat._id}$`));
      await expect(state).toContainText("Attiva");
      await expect(state).toContainText("Gestita da Marco Bianchi");
      await expect(page.getByRole("button", { name: "Prendi in carico" })).toHaveCount(0);
      await expect(page.getByLabel("Messaggio")).toBeVisible();
      const log = (await mockControl("log", { method: "GET" })) as (LogEntry & { requestId?: string })[];
      expect(
        log.filter((entry) => entry.requestId === requestId && entry.method === "POST").map((entry) => entry.path),
      ).toEqual([`/connections/${chat._id}`]);
      const stored = await upstream<Chat>("admin@demo.test", "GET", `/chats/${chat._id}`);
      expect(stored).toMatchObject({ status: "active", employeeId: disco._id });
    });

    test("assigns a waiting chat to one of the venue's back-office staff, and no one else", async ({ page }) => {
      const disco = await me("disco@demo.test");
      const office = await me("eventoffice@demo.test");
      const customer = await ownUser("user", "Smistata", `Cliente ${unique()}`);
      const chat = await customerChat(customer, [], "Vorrei parlare con qualcuno.", disco.discoId);

      // A post naming someone the venue's inbox does not offer is refused next to the field, and nothing is sent.
      const stranger = await ownUser("user", "Estraneo", `Cliente ${unique()}`);
      const refused = await page.request.post(`/chats/${chat._id}`, {
        form: { intent: "assign", employeeId: stranger._id },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(400);
      expect(await writesTo(chat._id, "disco@demo.test")).toEqual([]);

      await page.goto(`/chats/${chat._id}`);
      await ready(page, mode);
      const assignee = page.getByLabel("Assegna a");
      await expect(assignee.locator("option")).toContainText(["Scegli…", "Marco Bianchi (tu)", "Matteo Gallo"]);
      await page.getByRole("button", { name: "Assegna" }).click();
      await expect(page.getByText("Campo obbligatorio")).toBeVisible();
      await assignee.selectOption({ label: "Matteo Gallo" });
      await page.getByRole("button", { name: "Assegna" }).click();

      await expect(page.getByRole("status")).toHaveText("Chat assegnata a Matteo Gallo");
      await expect(page.getByTestId("chat-state")).toContainText("Gestita da Matteo Gallo");
      const stored = await upstream<Chat>("admin@demo.test", "GET", `/chats/${chat._id}`);
      expect(stored).toMatchObject({ status: "active", employeeId: office._id });
      expect(await writesTo(chat._id, "disco@demo.test")).toEqual([`POST /connections/${chat._id}`]);
    });

    test("opens a new chat with an app user, in the venue, handled by whoever opened it", async ({ page }) => {
      const disco = await me("disco@demo.test");
      // A people picker lists no one before a search (decision 047): without JavaScript, the form's search button.
      const surname = `Nuova${mode}${unique()}`;
      const customer = await ownUser("user", "Abaco", surname);

      await page.goto("/chats");
      await ready(page, mode);
      await page.getByRole("link", { name: "Nuova chat" }).click();
      await expect(page).toHaveURL(/\/chats\/new$/);
      const dialog = page.getByRole("dialog", { name: "Nuova chat" });
      await expect(dialog).toBeVisible();
      if (mode === "js") {
        const search = searchBox(dialog, "Utente");
        await search.fill(surname);
        await page.getByRole("option", { name: `Abaco ${surname}` }).click();
      } else {
        await dialog.getByRole("searchbox", { name: "Cerca in Utente" }).fill(surname);
        await dialog.getByRole("button", { name: "Cerca in Utente" }).click();
        await page
          .getByRole("dialog", { name: "Nuova chat" })
          .getByRole("combobox", { name: "Utente", exact: true })
          .selectOption({ label: `Abaco ${surname}` });
      }
      await dialog.getByRole("button", { name: "Apri la chat" }).click();

      await expect(page.getByRole("status")).toHaveText(`Chat aperta con Abaco ${surname}`);
      await expect(page).toHaveURL(/\/chats\/[0-9a-f]{24}$/);
      const chatId = new URL(page.url()).pathname.split("/")[2];
      await expect(page.getByRole("heading", { level: 2, name: `Abaco ${surname}` })).toBeVisible();
      await expect(page.getByTestId("chat-state")).toContainText("Gestita da Marco Bianchi");
      const stored = await upstream<Chat>("admin@demo.test", "GET", `/chats/${chatId}`);
      expect(stored).toMatchObject({ discoId: disco.discoId, status: "active", employeeId: disco._id });
      expect([...stored.participantsIds].sort()).toEqual([customer._id, disco._id].sort());
      const log = (await mockControl("log", { method: "GET" })) as LogEntry[];
      expect(
        log.filter(
          (entry) => entry.userEmail === "disco@demo.test" && entry.method === "POST" && entry.path === "/chats",
        ).length,
      ).toBeGreaterThan(0);
    });

    test("sends a reply, after refusing an empty one next to the field", async ({ page }) => {
      const disco = await me("disco@demo.test");
      const customer = await ownUser("user", "Risposta", `Cliente ${unique()}`);
      const chat = await customerChat(customer, [disco._id], "Il guardaroba è aperto?", disco.discoId);
      await upstream("disco@demo.test", "POST", `/connections/${chat._id}`, { employeeId: disco._id });

      await page.goto(`/chats/${chat._id}`);
      await ready(page, mode);
      const box = page.getByLabel("Messaggio");
      await page.getByRole("button", { name: "Invia" }).click();
      await expect(page.getByText("Campo obbligatorio")).toBeVisible();

      if (mode === "js") {
        // Half-typed while the customer writes again: the page reads the chat again and the text stays.
        await box.fill("Sì, dalle 23");
        await upstream(customer.email, "POST", `/chats/${chat._id}/messages`, { text: "E fino a che ora?" });
        await expect(page.getByRole("log", { name: "Messaggi" })).toContainText("E fino a che ora?", {
          timeout: 15_000,
        });
        await expect(box).toHaveValue("Sì, dalle 23");
        await box.fill("Sì, dalle 23 all'uscita.");
      } else {
        await box.fill("Sì, dalle 23 all'uscita.");
      }
      await page.getByRole("button", { name: "Invia" }).click();

      const log = page.getByRole("log", { name: "Messaggi" });
      await expect(log.locator("li").last()).toContainText("Sì, dalle 23 all'uscita.");
      await expect(log.locator("li").last()).toContainText("Tu");
      await expect(page.getByLabel("Messaggio")).toHaveValue("");
      const messages = await upstream<{ text: string; senderId: string }[]>(
        "admin@demo.test",
        "GET",
        `/chats/${chat._id}/messages`,
      );
      expect(messages.at(-1)).toMatchObject({ text: "Sì, dalle 23 all'uscita.", senderId: disco._id });
    });
  });
}
