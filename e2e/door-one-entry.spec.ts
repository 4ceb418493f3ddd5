// One entry per guest whatever the upstream does (decision 048): two back-office processes on one PostgreSQL, in front
// of one upstream that ignores If-Match and sends no ETag (the mock's `unconditional` knob), each scanning the same
// guests at the same instant for two phones. Every guest is let in once; the other phone hears "already in", with who,
// when and on which phone; the upstream is written once per guest. Plain HTTP: nothing here needs a page drawn.
import { expect, test } from "@playwright/test";
import { startIsolated, type Isolated } from "./isolated";
import { startPostgres, type Cluster } from "./postgres";

test.describe.configure({ mode: "serial" });

let cluster: Cluster;
let first: Isolated;
let second: Isolated;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startPostgres();
  first = await startIsolated("door-pg-a", 25, 15_000, { DATABASE_URL: cluster.url });
  // The second process talks to the first one's upstream: one upstream, two back-offices, one database.
  second = await startIsolated("door-pg-b", 27, 15_000, { DATABASE_URL: cluster.url, UPSTREAM_URL: first.mockURL });
  await first.control("unconditional", { body: {} });
});

test.afterAll(async () => {
  await second?.stop();
  await first?.stop();
  cluster?.stop();
});

type Row = Record<string, unknown> & { _id: string };
type Outcome = { outcome: string; result?: { verdict: { kind: string; by?: string; at?: string; device?: string } } };

async function asVenue<T = Row>(method: string, path: string, body?: unknown): Promise<T> {
  const { token } = await first.upstreamSignIn("disco@demo.test");
  const response = await fetch(`${first.mockURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

async function scan(appURL: string, cookie: string, eventId: string, code: string, device: string): Promise<Outcome> {
  const response = await fetch(`${appURL}/events/${eventId}/door/scan`, {
    method: "POST",
    headers: { cookie, accept: "application/json", "user-agent": device },
    body: new URLSearchParams({ code }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Outcome;
}

test("two processes on one PostgreSQL let each guest in once, and tell the other phone who did", async () => {
  const [club] = await asVenue<Row[]>("GET", `/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const start = new Date(Date.now() + 170 * 86_400_000);
  const event = await asVenue("POST", "/events", {
    name: `Due processi ${crypto.randomUUID().slice(0, 8)}`,
    discoId: club!._id,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
    startVisibilityDate: new Date().toISOString(),
    listsIds: [],
  });
  const guests = [];
  for (let n = 0; n < 6; n++) {
    guests.push(
      await asVenue("POST", "/reservations", {
        eventId: event._id,
        discoId: club!._id,
        userName: `Ospite ${n}`,
        status: "accepted",
        quantity: 1,
      }),
    );
  }
  const venue = await first.signIn("disco@demo.test");
  const office = await second.signIn("eventoffice@demo.test");
  const iphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1";
  const android = "Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36";

  for (const guest of guests) {
    const outcomes = await Promise.all([
      scan(first.appURL, venue, event._id, String(guest.code), iphone),
      scan(second.appURL, office, event._id, String(guest.code), android),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["already", "entered"]);
    const told = outcomes.find((outcome) => outcome.outcome === "already")!;
    expect(told.result?.verdict).toMatchObject({
      kind: "entered",
      by: expect.stringMatching(/\S/),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      device: expect.stringMatching(/^(iPhone · Safari|Android · Chrome)$/),
    });
  }

  // The upstream was written once per guest, by whichever process won.
  const writes = [...(await first.writesBy("disco@demo.test")), ...(await first.writesBy("eventoffice@demo.test"))];
  for (const guest of guests) {
    expect(writes.filter((write) => write === `PUT /reservations/${guest._id}`)).toHaveLength(1);
    expect(await asVenue("GET", `/reservations/${guest._id}`)).toMatchObject({ status: "used", enteredPersons: 1 });
  }
});
