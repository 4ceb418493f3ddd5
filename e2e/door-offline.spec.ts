// The door on a phone through a dead signal (decision 031), at a 390×844 viewport: the page keeps working when the
// connection is cut (no error page, a quiet offline line), a tap waits in the phone's storage with its time, across a
// reload, and goes when the network is back; the door opens with no network after one visit and searches tonight's
// kept guest list; a second phone sees a check-in within 5 seconds, and the same guest let in on two phones at once
// counts once, the second phone saying who let them in. The nights these tests make begin an hour ago, so they run on a
// back-office and mock of their own (tonight's events of the shared demo club stay the seed's), reached through a
// cable of each test's own (cable.ts), which it cuts and mends.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { layCable, type Cable } from "./cable";
import { card, search } from "./door.support";
import { hydrated, signIn, unique } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "it-IT" };
type Row = Record<string, unknown> & { _id: string };

test.describe.configure({ mode: "serial" });
test.use({ storageState: { cookies: [], origins: [] }, ...phone });

let server: Isolated;
const sessions = new Map<string, string>();
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startIsolated("door-offline", 37);
  for (const email of ["disco@demo.test", "eventoffice@demo.test"]) sessions.set(email, await server.signIn(email));
});
test.afterAll(async () => {
  await server?.stop();
});

let cable: Cable;
test.beforeEach(async ({ context }) => {
  cable = await layCable(Number(new URL(server.appURL).port));
  await signInto(context, "disco@demo.test");
});
test.afterEach(async () => {
  await cable.close();
});

/** Gives a browser the session of a demo account signed in over HTTP (`localhost`: cookies do not tell ports apart). */
async function signInto(context: BrowserContext, email: string) {
  const cookies = sessions
    .get(email)!
    .split(/;\s*/)
    .map((pair) => pair.split("="))
    .map(([name, ...value]) => ({ name: name!, value: value.join("="), domain: "localhost", path: "/" }));
  await context.addCookies(cookies);
}

/** A call to this spec's mock as the venue would make it from its desk (not through a test's phone). */
async function upstream<T = Row>(method: string, path: string, body?: unknown): Promise<T> {
  const { token } = await server.upstreamSignIn("disco@demo.test");
  const response = await fetch(`${server.mockURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** A night of the demo club begun an hour ago, of this test's own: a list and a guest in every state the door meets. */
async function tonight(label: string) {
  const [club] = await upstream<Row[]>("GET", `/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const id = unique();
  const start = Date.now() - 3_600_000;
  const event = await upstream("POST", "/events", {
    name: `${label} ${id}`,
    discoId: club!._id,
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 6 * 3_600_000).toISOString(),
    startVisibilityDate: new Date(start - 86_400_000).toISOString(),
    listsIds: [],
  });
  const list = await upstream("POST", "/lists", {
    name: `Lista Porta ${id}`,
    eventId: event._id,
    discoId: club!._id,
    promoterId: "promoter-door",
    promoterName: `Promoter ${id}`,
    maxGuests: 50,
  });
  const reservation = (userName: string, status: string, extra: Record<string, unknown> = {}) =>
    upstream("POST", "/reservations", {
      eventId: event._id,
      discoId: club!._id,
      userName: `${userName} ${id}`,
      status,
      quantity: 2,
      ...extra,
    });
  const guest = await reservation("Ospite Atteso", "accepted", { listId: list._id });
  const usable = await reservation("Ospite Valido", "usable", { quantity: 3 });
  await reservation("Ospite Entrato", "used", { quantity: 1 });
  return { event, id, guest, usable };
}

/** The writes the mock holds for one reservation. */
async function writesTo(reservation: Row): Promise<string[]> {
  const writes = await server.writesBy("disco@demo.test");
  return writes.filter((write) => write.endsWith(`/reservations/${reservation._id}`));
}

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

/** A phone of its own whose user signed in through the form (the sign-out tests end that session), its door ready. */
async function doorPhoneSignedInByHand(browser: Browser, eventId: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, ...phone });
  try {
    const page = await context.newPage();
    await page.goto(`${cable.url}/login`);
    await signIn(page, "eventoffice@demo.test");
    await expect(page).toHaveURL(/\/events/);
    await openDoorUntilReady(page, eventId);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function phoneOf(browser: Browser, email: string) {
  const context = await browser.newContext({ ...phone });
  await signInto(context, email);
  return { context, page: await context.newPage() };
}

test("keeps working through a cut connection; a tap waits with its time across a reload and goes when back", async ({
  page,
  context,
}) => {
  test.slow();
  const night = await tonight("Porta al buio");
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
  expect(await writesTo(night.usable)).toEqual([]);

  const mendedAt = Date.now();
  await mendConnection(context);
  const late = page.getByRole("region", { name: "Inviati al ritorno della rete" });
  await expect(late).toContainText(`Ospite Valido ${night.id}: ingresso registrato alle`, { timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toHaveCount(0, { timeout: 15_000 });
  expect(await writesTo(night.usable)).toEqual([`PUT /reservations/${night.usable._id}`]);
  // The guest walked in at the tap, not when the network came back.
  const entered = await upstream("GET", `/reservations/${night.usable._id}`);
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
  const night = await tonight("Porta offline");
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
  await expect(offline.getByRole("status").filter({ hasText: "Offline · ultimo aggiornamento" })).toBeVisible();

  // Let in offline, but cancelled at the desk meanwhile: when the network is back the doorman is told, with the reason.
  await guest.getByRole("button", { name: "Fai entrare" }).click();
  await expect(guest.getByRole("button", { name: /In attesa di rete/ })).toBeDisabled();
  await upstream("PUT", `/reservations/${night.guest._id}`, { status: "cancelled" });
  await mendConnection(context);
  await expect(offline.getByRole("region", { name: "Inviati al ritorno della rete" })).toContainText(
    `Ospite Atteso ${night.id}: ingresso rifiutato. La prenotazione è stata annullata.`,
    { timeout: 15_000 },
  );
  expect((await upstream("GET", `/reservations/${night.guest._id}`)).status).toBe("cancelled");
});

test("without network, a reload and a scanned link answer from the kept list at once, marked offline", async ({
  page,
  context,
}) => {
  const night = await tonight("Ricarica al buio");
  await openDoorUntilReady(page, night.event._id);
  await cutConnection(context);

  // A reload of a search: the kept page answers from its first paint, never "not found", and says it is the kept one.
  await page.goto(`${cable.url}/events/${night.event._id}/door?q=${night.guest.code}`);
  await expect(card(page, `Ospite Atteso ${night.id}`)).toBeVisible();
  // The service worker marked the copy it served, so the page knew it was offline before any refresh failed.
  const marked = await page.evaluate(() =>
    (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).serverTiming.map(
      (entry) => entry.name,
    ),
  );
  expect(marked).toContain("door-kept");
  await expect(page.getByRole("status").filter({ hasText: /^(Senza rete: pagina salvata|Offline)/ })).toBeVisible();
  await expect(page.getByText(/Nessuna prenotazione trovata/)).toHaveCount(0);

  // A scanned link to a guest (the reservation's own address) opens the kept door on that guest.
  await page.goto(`${cable.url}/events/${night.event._id}/door/${night.usable._id}`);
  await expect(card(page, `Ospite Valido ${night.id}`)).toBeVisible();
  await expect(page.getByText(/Nessuna prenotazione trovata/)).toHaveCount(0);
});

test("signing out with taps not sent yet says how many and asks; back online, they go first", async ({ browser }) => {
  test.slow();
  const night = await tonight("Uscita in attesa");
  const { context, page } = await doorPhoneSignedInByHand(browser, night.event._id);
  try {
    await search(page, "js", String(night.guest.code));
    await cutConnection(context);
    await card(page, `Ospite Atteso ${night.id}`).getByRole("button", { name: "Fai entrare" }).click();
    await expect(
      card(page, `Ospite Atteso ${night.id}`).getByRole("button", { name: /In attesa di rete/ }),
    ).toBeVisible();

    // Offline: the sign-out counts what would not be sent and asks; "stay" keeps the phone signed in.
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByLabel(/Menu di/).click();
    await page.getByRole("banner").getByRole("button", { name: "Esci" }).click();
    await expect.poll(() => asked).toContain("1 ingresso fatto senza rete non è ancora stato inviato");
    await expect(page).toHaveURL(/\/door/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Esci" })).toBeVisible();

    // Back online: the sign-out sends the tap first, asks nothing, and signs out.
    await mendConnection(context);
    page.on("dialog", (unexpected) => void unexpected.dismiss());
    await page.getByRole("banner").getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/login/);
    expect((await upstream("GET", `/reservations/${night.guest._id}`)).status).toBe("used");
  } finally {
    await context.close();
  }
});

test("signed out, the kept door shows the sign-in page without network, nothing of the list", async ({ browser }) => {
  const night = await tonight("Telefono uscito");
  const { context, page } = await doorPhoneSignedInByHand(browser, night.event._id);
  try {
    await page.getByLabel(/Menu di/).click();
    await page.getByRole("banner").getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/login/);

    await cutConnection(context);
    await page.goto(`${cable.url}/events/${night.event._id}/door?q=${night.guest.code}`);
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByText(`Ospite Atteso ${night.id}`)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("a sign-out the server took leaves no door to open without network, even if the page went before cleaning up", async ({
  browser,
}) => {
  const night = await tonight("Telefono spento");
  const { context, page } = await doorPhoneSignedInByHand(browser, night.event._id);
  try {
    // The sign-out as the menu's form posts it, but from a page that never runs what follows it (root.tsx's clean-up):
    // only the service worker stands between the ended session and its kept door.
    const answer = await page.evaluate(
      async () => (await fetch("/logout", { method: "POST", body: new URLSearchParams(), redirect: "manual" })).type,
    );
    expect(answer).toBe("opaqueredirect");

    await cutConnection(context);
    await page.goto(`${cable.url}/events/${night.event._id}/door`);
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByText(String(night.event.name))).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("the floor of the night rides out a cut connection too, and recovers by itself", async ({ page, context }) => {
  const night = await tonight("Sala al buio");
  await page.goto(`${cable.url}/events/${night.event._id}/tables`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "Tavoli" })).toBeVisible();
  await cutConnection(context);
  await expect(page.getByRole("status").filter({ hasText: /Offline · ultimo aggiornamento \d\d:\d\d/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Il servizio ha avuto un problema")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Tavoli" })).toBeVisible();
  await mendConnection(context);
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toHaveCount(0, { timeout: 15_000 });
});

test("a second phone sees a check-in within 5 seconds; the same guest let in on two phones at once counts once", async ({
  browser,
  page,
}) => {
  test.slow();
  const night = await tonight("Due telefoni");
  const second = await phoneOf(browser, "eventoffice@demo.test");
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
    await expect(card(page, `Ospite Atteso ${night.id}`)).toContainText(/Ingresso alle \d\d:\d\d/);
    await expect(card(second.page, `Ospite Atteso ${night.id}`)).toContainText(/Ingresso alle \d\d:\d\d/, {
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
    for (const guest of cards) await expect(guest).toContainText(/Ingresso alle \d\d:\d\d/);
    const entered = await upstream("GET", `/reservations/${night.usable._id}`);
    const winner = String(entered.usedByName);
    expect(["Marco Bianchi", "Matteo Gallo"]).toContain(winner);
    // One phone says "entered", the other "already in", loud, with who and when: told apart by the result's state.
    const results = [page, second.page].map((phonePage) => phonePage.getByLabel("Esito dell'ultima scansione"));
    const outcomes = await Promise.all(results.map((result) => result.getAttribute("data-outcome")));
    expect([...outcomes].sort()).toEqual(["already", "entered"]);
    const told = results[outcomes.indexOf("already")]!;
    await expect(told).toContainText("Ingresso già registrato");
    await expect(told).toContainText(new RegExp(`registrato da ${winner} \\(`));
    // Counted once: 2 + 3 in of 6 on both phones.
    for (const phonePage of [page, second.page])
      await expect(phonePage.getByTestId("door-total")).toHaveText("6 / 6", { timeout: 5_000 });
  } finally {
    await second.context.close();
  }
});

test("what the phone kept goes at sign-out", async ({ browser }) => {
  const night = await tonight("Porta chiusa");
  // A sign-in of its own: signing out ends the session it signs out of.
  const { context, page } = await doorPhoneSignedInByHand(browser, night.event._id);
  try {
    const kept = () =>
      page.evaluate(async () => {
        const guests = await new Promise<number>((resolve) => {
          const request = indexedDB.open("door");
          request.onupgradeneeded = () => request.transaction?.abort();
          request.onerror = () => resolve(0);
          request.onsuccess = () => {
            const count = request.result.transaction("guests").objectStore("guests").count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => resolve(0);
          };
        });
        return { guests, caches: (await caches.keys()).filter((name) => name === "door-pages") };
      });
    expect(await kept()).toEqual({ guests: 1, caches: ["door-pages"] });
    await page.getByLabel(/Menu di/).click();
    await page.getByRole("banner").getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/login/);
    // Tonight's list and page are gone from the phone.
    await expect.poll(kept).toEqual({ guests: 0, caches: [] });
  } finally {
    await context.close();
  }
});
