// The door on a phone through a dead signal (issue 23 §1), at a 390×844 viewport: the page keeps working when the
// connection is cut (no error page, a quiet offline line), a tap waits in the phone's storage with its time, across a
// reload, and goes when the network is back; the door opens with no network after one visit and searches tonight's
// kept guest list; a second phone sees a check-in within 5 seconds, and the same guest let in on two phones at once
// counts once, the second phone saying who let them in. Each test reaches the shared back-office through a cable of its
// own (cable.ts), which it cuts and mends, and works on a night of its own (begun an hour ago).
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { layCable, type Cable } from "./cable";
import { card, ownNight, search } from "./door.support";
import { hydrated, scopeRequests, signIn, upstreamRows, writesOf } from "./helpers";

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "it-IT" };

test.use({ storageState: storageStateOf("disco"), ...phone });

let cable: Cable;
test.beforeEach(async () => {
  cable = await layCable();
});
test.afterEach(async () => {
  await cable.close();
});

async function cutConnection(context: BrowserContext) {
  await context.setOffline(true);
  await cable.cut();
}

async function mendConnection(context: BrowserContext) {
  await cable.mend();
  await context.setOffline(false);
}

/** Opens the door of `eventId` through the cable and waits until the phone says it is ready without network. */
async function openDoorUntilReady(page: Page, eventId: string) {
  await page.goto(`${cable.url}/events/${eventId}/door`);
  await hydrated(page);
  await expect(page.getByText(/Pronta anche senza rete: \d+ ospiti salvati alle \d\d:\d\d\./)).toBeVisible({
    timeout: 15_000,
  });
}

/** A reservation as the upstream holds it now (a read by id answers the record itself). */
async function upstreamRecord(path: string): Promise<Record<string, unknown>> {
  return (await upstreamRows(path)) as unknown as Record<string, unknown>;
}

async function phoneOf(browser: Browser, account: "disco" | "eventoffice") {
  const context = await browser.newContext({ storageState: storageStateOf(account), ...phone });
  return { context, page: await context.newPage() };
}

test("keeps working through a cut connection; a tap waits with its time across a reload and goes when back", async ({
  page,
  context,
}) => {
  test.slow();
  const requestId = await scopeRequests(page);
  const night = await ownNight("Porta al buio", { tonight: true });
  await openDoorUntilReady(page, night.event._id);
  await search(page, "js", String(night.usable.code));
  const guest = card(page, `Ospite Valido ${night.id}`);
  await expect(guest.getByRole("button", { name: "Fai entrare" })).toBeVisible();

  await cutConnection(context);
  // The next refresh fails: the page stays, and says so quietly.
  await expect(page.getByRole("status").filter({ hasText: /Offline · ultimo aggiornamento \d\d:\d\d/ })).toBeVisible();
  await expect(page.getByText("Il servizio ha avuto un problema")).toHaveCount(0);
  await expect(page.getByTestId("door-total")).toHaveText("1 / 6");
  await expect(page.getByLabel("Nome, codice o lista")).toBeVisible();

  const beforeTap = Date.now();
  await guest.getByRole("button", { name: "Fai entrare" }).click();
  await expect(guest.getByRole("button", { name: /In attesa di rete \(toccato alle \d\d:\d\d\)/ })).toBeDisabled();
  const afterTap = Date.now();

  // A reload with no network: the kept page opens, the tap still waits, and a search answers from the kept list.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("1 ingresso attende la rete", { exact: false })).toBeVisible();
  await search(page, "js", `Ospite Atteso ${night.id}`);
  await expect(page.getByText(/Senza rete: risultati dalla lista salvata alle \d\d:\d\d\./)).toBeVisible();
  await expect(card(page, `Ospite Atteso ${night.id}`)).toContainText(String(night.guest.code));
  expect(await writesOf(requestId)).toEqual([]);

  const mendedAt = Date.now();
  await mendConnection(context);
  const late = page.getByRole("region", { name: "Inviati al ritorno della rete" });
  await expect(late).toContainText(`Ospite Valido ${night.id}: entrato, alle`, { timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toHaveCount(0, { timeout: 15_000 });
  expect(await writesOf(requestId)).toEqual([`PUT /reservations/${night.usable._id}`]);
  // The guest walked in at the tap, not when the network came back.
  const entered = await upstreamRecord(`/reservations/${night.usable._id}`);
  expect(entered.status).toBe("used");
  const usedAt = Date.parse(String(entered.usedAt));
  expect(usedAt).toBeGreaterThanOrEqual(beforeTap - 1_000);
  expect(usedAt).toBeLessThanOrEqual(afterTap + 1_000);
  expect(usedAt).toBeLessThan(mendedAt);
  await expect(page.getByTestId("door-total")).toHaveText("4 / 6");
});

test("opens with no network after one visit, and finds a guest by name in tonight's kept list", async ({
  page,
  context,
}) => {
  const night = await ownNight("Porta offline", { tonight: true });
  await openDoorUntilReady(page, night.event._id);
  await page.close();

  await cutConnection(context);
  const offline = await context.newPage();
  await offline.goto(`${cable.url}/events/${night.event._id}/door`);
  await hydrated(offline);
  await expect(offline.getByLabel("Nome, codice o lista")).toBeVisible();
  await search(offline, "js", `Ospite Atteso ${night.id}`);
  await expect(offline.getByText(/Senza rete: risultati dalla lista salvata alle \d\d:\d\d\./)).toBeVisible();
  const guest = card(offline, `Ospite Atteso ${night.id}`);
  await expect(guest.getByRole("button", { name: "Fai entrare" })).toBeVisible();
  await expect(offline.getByRole("status").filter({ hasText: "Offline · ultimo aggiornamento" })).toBeVisible();
});

test("a second phone sees a check-in within 5 seconds; the same guest let in on two phones at once counts once", async ({
  browser,
  page,
}) => {
  test.slow();
  const night = await ownNight("Due telefoni", { tonight: true });
  const second = await phoneOf(browser, "eventoffice");
  try {
    const door = `/events/${night.event._id}/door`;
    for (const phonePage of [page, second.page]) {
      await phonePage.goto(`${cable.url}${door}`);
      await hydrated(phonePage);
      await search(phonePage, "js", String(night.guest.code));
      await expect(
        card(phonePage, `Ospite Atteso ${night.id}`).getByRole("button", { name: "Fai entrare" }),
      ).toBeVisible();
    }

    // One phone lets the guest in; the other sees it, on the card and in the counters, within 5 seconds.
    await card(page, `Ospite Atteso ${night.id}`).getByRole("button", { name: "Fai entrare" }).click();
    await expect(card(page, `Ospite Atteso ${night.id}`)).toContainText(/Entrato alle \d\d:\d\d/);
    await expect(card(second.page, `Ospite Atteso ${night.id}`)).toContainText(/Entrato alle \d\d:\d\d/, {
      timeout: 5_000,
    });
    await expect(second.page.getByTestId("door-total")).toHaveText("3 / 6", { timeout: 5_000 });

    // Both phones tap the same guest at once: one writes, the other is told who let them in and when.
    for (const phonePage of [page, second.page]) {
      await search(phonePage, "js", String(night.usable.code));
      await expect(
        card(phonePage, `Ospite Valido ${night.id}`).getByRole("button", { name: "Fai entrare" }),
      ).toBeVisible();
    }
    await Promise.all(
      [page, second.page].map((phonePage) =>
        card(phonePage, `Ospite Valido ${night.id}`).getByRole("button", { name: "Fai entrare" }).click(),
      ),
    );
    const cards = [page, second.page].map((phonePage) => card(phonePage, `Ospite Valido ${night.id}`));
    for (const guest of cards) await expect(guest).toContainText(/Entrato alle \d\d:\d\d/);
    const entered = await upstreamRecord(`/reservations/${night.usable._id}`);
    const winner = String(entered.usedByName);
    expect(["Marco Bianchi", "Matteo Gallo"]).toContain(winner);
    const texts = await Promise.all(cards.map((guest) => guest.textContent()));
    const told = texts.filter((text) => text?.includes(`fatto entrare da ${winner}`));
    expect(told).toHaveLength(1);
    // Counted once: 2 + 3 in of 6 on both phones.
    for (const phonePage of [page, second.page])
      await expect(phonePage.getByTestId("door-total")).toHaveText("6 / 6", { timeout: 5_000 });
  } finally {
    await second.context.close();
  }
});

test("what the phone kept goes at sign-out", async ({ browser }) => {
  const night = await ownNight("Porta chiusa", { tonight: true });
  // A sign-in of its own: signing out ends the session it signs out of.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, ...phone });
  try {
    const page = await context.newPage();
    await page.goto(`${cable.url}/login`);
    await signIn(page, "eventoffice@demo.test");
    await expect(page).toHaveURL(/\/events/);
    await openDoorUntilReady(page, night.event._id);
    const kept = () =>
      page.evaluate(async () => ({
        databases: (await indexedDB.databases()).map((database) => database.name),
        caches: (await caches.keys()).filter((name) => name === "door-pages"),
      }));
    expect(await kept()).toEqual({ databases: ["door"], caches: ["door-pages"] });
    await page.getByLabel(/Menu di/).click();
    await page.getByRole("banner").getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(kept).toEqual({ databases: [], caches: [] });
  } finally {
    await context.close();
  }
});
