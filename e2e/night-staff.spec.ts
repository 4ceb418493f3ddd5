// Night staff see only their job (decision 030). From spec sections 2 and 6: the galley attendant, the
// cloakroom attendant and the event back-office (who works the door) read the events and work their own tab; creating,
// editing, duplicating and deleting an event is the venue's (club, format) and the admins'. Every refused write, tried
// over plain HTTP with the shared sign-ins, answers not-found and the mock records no write for it; the club still
// writes. Then, on a back-office and mock of this file's own (ports E2E_APP_PORT + 33 and + 34), the landing of each
// role with and without an event tonight (what the upstream was asked, too), and the events list as each one sees it.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { storageStateOf, type AccountName } from "./accounts";
import { italian, ownEvent, writesOf } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";
import { appURL } from "./ports";
import { tonightAtDemoClub } from "./tonight";

/** Spec section 6 and decision 030: who writes events, and the tab of the night each night role works. */
const roles: { account: AccountName; writesEvents: boolean; tab: "door" | "galley" | "cloakroom" | null }[] = [
  { account: "galley", writesEvents: false, tab: "galley" },
  { account: "cloakroom", writesEvents: false, tab: "cloakroom" },
  { account: "eventoffice", writesEvents: false, tab: "door" },
  { account: "disco", writesEvents: true, tab: null },
];

/** Every way to write an event: its creation, its form (the info tab), its duplicate, its delete, and the export. */
function eventWrites(eventId: string): [method: "GET" | "POST", path: string, form?: Record<string, string>][] {
  const event = `/events/${eventId}`;
  const newEvent = { name: `Rifiutato ${randomUUID().slice(0, 8)}`, startDate: "10/03/2027 22:00" };
  return [
    ["GET", "/events/new"],
    ["POST", "/events/new", { ...newEvent, endDate: "11/03/2027 04:00" }],
    ["GET", `${event}/info`],
    ["POST", `${event}/info`, { name: "Rinominato dallo staff", startDate: "10/03/2027 22:00" }],
    ["GET", `${event}/info/duplicate`],
    ["POST", `${event}/info/duplicate`, { name: "Copia dello staff", days: "7" }],
    ["GET", `${event}/delete`],
    ["POST", `${event}/delete`, {}],
    ["GET", "/events/export.csv"],
  ];
}

async function asAccount(account: AccountName, requestId: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: appURL,
    storageState: storageStateOf(account),
    extraHTTPHeaders: { "x-request-id": requestId },
  });
}

test.describe("event writes by role (shared back-office)", () => {
  for (const role of roles.filter((entry) => !entry.writesEvents)) {
    test(`${role.account}: every event write is not-found, and nothing is sent upstream`, async () => {
      const event = await ownEvent(`Serata dello staff ${role.account}`);
      const requestId = `t-${randomUUID()}`;
      const http = await asAccount(role.account, requestId);
      for (const [method, path, form] of eventWrites(event._id)) {
        const response =
          method === "GET"
            ? await http.get(path, { maxRedirects: 0 })
            : await http.post(path, { form, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(404);
      }
      // The event is still there, as it was, and the mock received no write from these requests.
      expect(await writesOf(requestId)).toEqual([]);
      await http.dispose();
    });
  }

  test("disco: opens every event write, and deletes its own event", async () => {
    const event = await ownEvent("Serata della disco");
    const requestId = `t-${randomUUID()}`;
    const http = await asAccount("disco", requestId);
    for (const [method, path] of eventWrites(event._id)) {
      if (method !== "GET") continue;
      expect((await http.get(path, { maxRedirects: 0 })).status(), `GET ${path}`).toBe(200);
    }
    const deleted = await http.post(`/events/${event._id}/delete`, { form: {}, maxRedirects: 0 });
    expect(deleted.status()).toBe(302);
    expect(await writesOf(requestId)).toEqual([`DELETE /events/${event._id}`]);
    await http.dispose();
  });
});

test.describe("landing and the events list (a back-office of its own)", () => {
  test.describe.configure({ mode: "serial" });
  let server: Isolated;
  let tonight: { _id: string; name: string };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startIsolated("night-staff", 33);
    const events = await tonightAtDemoClub(server.mockURL);
    if (events.length > 1) throw new Error("the seed gives the demo club more than one event tonight");
    if (events.length === 1) {
      tonight = { _id: events[0]._id, name: String(events[0].name) };
      return;
    }
    // The seed's tonight starts at 23:30; between midnight and its end of day in UTC it is tomorrow's: make tonight.
    const { token } = await server.upstreamSignIn("disco@demo.test");
    const [club] = await (
      await fetch(`${server.mockURL}/discos?name=${encodeURIComponent("Demo Club Milano")}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const created = await fetch(`${server.mockURL}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Notte in corso",
        discoId: club._id,
        startDate: new Date(Date.now() - 3_600_000).toISOString(),
        endDate: new Date(Date.now() + 4 * 3_600_000).toISOString(),
        startVisibilityDate: new Date(Date.now() - 86_400_000).toISOString(),
        listsIds: [],
      }),
    });
    tonight = await created.json();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** The landing after signing in: the sign-in's redirect, then the entry route's, each under its own request id. */
  async function landing(email: string): Promise<{ to: string; asked: string[] }> {
    const cookie = await server.signIn(email);
    const requestId = `land-${randomUUID()}`;
    const entry = await fetch(`${server.appURL}/`, {
      headers: { cookie, "x-request-id": requestId },
      redirect: "manual",
    });
    const log = (await server.control("log", { method: "GET" })) as {
      method: string;
      path: string;
      requestId?: string;
    }[];
    const asked = log.filter((call) => call.requestId === requestId).map((call) => `${call.method} ${call.path}`);
    return { to: entry.headers.get("location") ?? "", asked };
  }

  test("the night staff land on tonight's event's own tab, with one read of the events", async () => {
    for (const role of roles) {
      const { to, asked } = await landing(`${role.account}@demo.test`);
      if (role.tab) {
        expect(to, role.account).toBe(`/events/${tonight._id}/${role.tab}`);
        expect(
          asked.filter((call) => call === "GET /events"),
          role.account,
        ).toHaveLength(1);
      } else {
        // The club's landing (spec section 2) costs no read of tonight.
        expect(to, role.account).toBe("/events");
        expect(
          asked.filter((call) => call.startsWith("GET /events")),
          role.account,
        ).toEqual([]);
      }
    }
  });

  test("signing in sends the night staff to the entry route, which lands them", async () => {
    const response = await fetch(`${server.appURL}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "galley@demo.test", password: "Demo-pass1", redirectTo: "" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  for (const role of roles) {
    test(`${role.account}: the events list ${role.writesEvents ? "keeps the desk's tools" : "is the list alone"}, tonight marked`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const [name, value] = (await server.signIn(`${role.account}@demo.test`)).split("=");
      await context.addCookies([{ name, value, url: server.appURL }]);
      const page = await context.newPage();
      await page.goto(`${server.appURL}/events`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const desk = [
        page.getByRole("link", { name: italian.list.create }),
        page.getByRole("link", { name: italian.list.export }),
        page.getByText(italian.views.menu, { exact: true }),
        page.getByText(italian.columns.menu, { exact: true }),
        page.getByRole("link", { name: new RegExp(`^${italian.list.edit} `) }),
        page.getByRole("link", { name: new RegExp(`^${italian.list.delete} `) }),
      ];
      for (const tool of desk) {
        if (role.writesEvents) await expect(tool.first()).toBeVisible();
        else await expect(tool).toHaveCount(0);
      }
      const card = page.getByTestId("tonight-events").getByRole("listitem").filter({ hasText: tonight.name });
      await expect(card).toContainText("Stasera");
      // One tap to the viewer's tab of the night; the club runs it from the door.
      const tab = role.tab ?? "door";
      const label = { door: "Apri l'ingresso", galley: "Apri la cambusa", cloakroom: "Apri il guardaroba" }[tab];
      const open = card.getByRole("link", { name: `${label} di ${tonight.name}` });
      await expect(open).toHaveAttribute("href", `/events/${tonight._id}/${tab}`);
      const box = await open.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await open.click();
      await expect(page).toHaveURL(new RegExp(`/events/${tonight._id}/${tab}$`));
      await context.close();
    });
  }

  test("without an event tonight, the night staff land on the events list", async () => {
    const { token } = await server.upstreamSignIn("disco@demo.test");
    const gone = await fetch(`${server.mockURL}/events/${tonight._id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.ok).toBe(true);
    expect(await tonightAtDemoClub(server.mockURL)).toEqual([]);
    for (const role of roles) expect((await landing(`${role.account}@demo.test`)).to, role.account).toBe("/events");
  });
});
