// The door's offline copy ends with the session that kept it (decision 048): on a back-office of its own whose
// sessions last 40 s, a phone keeps tonight's door, and without network a reload shows the kept guest list while the
// session lives, then the sign-in page once it has ended, nothing of the list. The wait is the session's own lifetime,
// polled by what the phone shows, bounded.
import { expect, test } from "@playwright/test";
import { layCable, type Cable } from "./cable";
import { card, search } from "./door.support";
import { hydrated, signIn, unique } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "it-IT" };
type Row = Record<string, unknown> & { _id: string };

test.describe.configure({ mode: "serial" });
test.use({ storageState: { cookies: [], origins: [] }, ...phone });

let server: Isolated;
let cable: Cable;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startIsolated("door-session-end", 31, 15_000, { SESSION_MAX_AGE_S: "40", SESSION_IDLE_S: "40" });
  cable = await layCable(Number(new URL(server.appURL).port));
});
test.afterAll(async () => {
  await cable?.close();
  await server?.stop();
});

async function asVenue<T = Row>(method: string, path: string, body?: unknown): Promise<T> {
  const { token } = await server.upstreamSignIn("disco@demo.test");
  const response = await fetch(`${server.mockURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

test("after the session's end, the kept door shows the sign-in page without network, nothing of the list", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const [club] = await asVenue<Row[]>("GET", `/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const start = Date.now() - 3_600_000;
  const event = await asVenue("POST", "/events", {
    name: `Sessione finita ${id}`,
    discoId: club!._id,
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 6 * 3_600_000).toISOString(),
    startVisibilityDate: new Date(start - 86_400_000).toISOString(),
    listsIds: [],
  });
  const guest = await asVenue("POST", "/reservations", {
    eventId: event._id,
    discoId: club!._id,
    userName: `Ospite Atteso ${id}`,
    status: "accepted",
  });

  await page.goto(`${cable.url}/login`);
  await signIn(page, "disco@demo.test");
  await expect(page).toHaveURL(/\/events/);
  await page.goto(`${cable.url}/events/${event._id}/door`);
  await hydrated(page);
  await expect(page.getByText(/Pronta anche senza rete/)).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  await cable.cut();
  // While the session lives, the kept door answers from the kept list.
  await page.goto(`${cable.url}/events/${event._id}/door`);
  await search(page, "js", String(guest.code));
  await expect(card(page, `Ospite Atteso ${id}`)).toBeVisible();

  // Once it has ended (40 s from sign-in at most), the same address shows the sign-in page instead.
  await expect
    .poll(
      async () => {
        await page.goto(`${cable.url}/events/${event._id}/door?q=${guest.code}`).catch(() => null);
        return page.getByLabel("Email").isVisible();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect(page.getByText(`Ospite Atteso ${id}`)).toHaveCount(0);
});
