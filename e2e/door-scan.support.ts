// The door for a Saturday queue (decision 048), on a 390×844 phone: a group enters in parts, an entry is undone from its
// card and the upstream gets the reverse change, and a guest tapped on two phones is let in once, the second phone
// told "already in" with who, when and which phone, against an upstream that ignores If-Match and sends no ETag (the
// mock's `unconditional` knob, for this test's requests only). The same steps with JavaScript on and off; what only the
// script does (a scanner's code and Enter, the repeat guard) is door-scan.spec.ts. Each test makes its own night.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { createUpstream, hydrated, mockControl, unique, upstreamRows as upstream, writesOf } from "./helpers";

export type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** An upcoming night of the demo club of this test's own: a lone guest, a group of six, a VIP. */
export async function scanNight(label: string) {
  const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const id = unique();
  const start = new Date(Date.now() + 160 * 86_400_000);
  start.setUTCHours(21, 30, 0, 0);
  const event = await createUpstream<Row>("disco@demo.test", "/events", {
    name: `${label} ${id}`,
    discoId: club!._id,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
    startVisibilityDate: new Date().toISOString(),
    listsIds: [],
  });
  const reservation = (userName: string, extra: Record<string, unknown> = {}) =>
    createUpstream<Row>("disco@demo.test", "/reservations", {
      eventId: event._id,
      discoId: club!._id,
      userName: `${userName} ${id}`,
      status: "accepted",
      quantity: 1,
      ...extra,
    });
  return {
    event,
    id,
    single: await reservation("Ospite Solo"),
    group: await reservation("Tavolo Sei", { quantity: 6 }),
    vip: await reservation("Ospite Vip", { isVip: true }),
  };
}

/** This test's requests (as `scopeRequests`), meeting an upstream without conditional writes. */
export async function unconditionalRequests(page: Page): Promise<string> {
  const requestId = `t-${crypto.randomUUID()}`;
  await page.setExtraHTTPHeaders({ "x-request-id": requestId });
  await mockControl("unconditional", { body: { requestId } });
  return requestId;
}

/** A reservation as the upstream holds it now (read by id, as the venue). */
async function reservationNow(id: string): Promise<Row> {
  return (await upstream(`/reservations/${id}`)) as unknown as Row;
}

export function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

export function doorResult(page: Page) {
  return page.getByLabel("Esito dell'ultima scansione");
}

async function openDoor(page: Page, mode: Mode, eventId: string, q?: string) {
  await page.goto(`/events/${eventId}/door${q ? `?${new URLSearchParams({ q })}` : ""}`);
  if (mode === "js") await hydrated(page);
}

/** A second phone at the same door, of another account (the event's back-office), on this test's requests. */
async function secondPhone(browser: Browser, mode: Mode, requestId: string) {
  const context = await browser.newContext({
    ...phone,
    storageState: storageStateOf("eventoffice"),
    javaScriptEnabled: mode === "js",
    locale: "it-IT",
    extraHTTPHeaders: { "Accept-Language": "it-IT,it;q=0.9", "x-request-id": requestId },
  });
  return { context, page: await context.newPage() };
}

export function doorScanSpecs(mode: Mode) {
  test.use({ storageState: storageStateOf("disco"), ...phone });

  test(`a group of six enters in parts: three, then the rest (${mode})`, async ({ page }) => {
    const requestId = await unconditionalRequests(page);
    const night = await scanNight(`Gruppo ${mode}`);
    const name = `Tavolo Sei ${night.id}`;
    await openDoor(page, mode, night.event._id, String(night.group.code));
    const group = card(page, name);
    await group.getByLabel("Persone").selectOption("3");
    // With JavaScript the button says how many; without it, the choice beside it does.
    if (mode === "js") await expect(group.getByRole("button", { name: "Fai entrare 3 di 6" })).toBeVisible();
    await group.getByRole("button", { name: /^Fai entrare/ }).click();
    await expect(card(page, name)).toContainText("Dentro 3 di 6");
    await expect(page.getByTestId("door-total")).toHaveText(/^3 \/ 8$/);
    await expect
      .poll(async () => await reservationNow(night.group._id))
      .toMatchObject({ status: "used", enteredPersons: 3 });

    if (mode === "js")
      await expect(card(page, name).getByRole("button", { name: "Fai entrare tutti e 3" })).toBeVisible();
    await card(page, name)
      .getByRole("button", { name: /^Fai entrare/ })
      .click();
    await expect(card(page, name)).toContainText(/Ingresso alle \d\d:\d\d/);
    await expect(card(page, name).getByRole("button", { name: /Fai entrare/ })).toHaveCount(0);
    await expect(page.getByTestId("door-total")).toHaveText(/^6 \/ 8$/);
    await expect
      .poll(async () => await reservationNow(night.group._id))
      .toMatchObject({ status: "used", enteredPersons: 6 });
    expect((await writesOf(requestId)).filter((write) => write.endsWith(night.group._id))).toHaveLength(2);
  });

  test(`an entry is undone from its card, and the upstream gets the reverse change (${mode})`, async ({ page }) => {
    await unconditionalRequests(page);
    const night = await scanNight(`Annulla ${mode}`);
    const name = `Ospite Solo ${night.id}`;
    await openDoor(page, mode, night.event._id, String(night.single.code));
    await card(page, name).getByRole("button", { name: "Fai entrare" }).click();
    await expect(card(page, name)).toContainText(/Ingresso alle \d\d:\d\d/);
    await expect.poll(async () => (await reservationNow(night.single._id)).status).toBe("used");

    await card(page, name).getByRole("button", { name: "Annulla l'ingresso di 1 persona" }).click();
    await expect(doorResult(page)).toHaveAttribute("data-outcome", "undone");
    await expect(card(page, name).getByRole("button", { name: "Fai entrare" })).toBeVisible();
    await expect(page.getByTestId("door-total")).toHaveText(/^0 \/ 8$/);
    await expect
      .poll(async () => await reservationNow(night.single._id))
      .toMatchObject({ status: "accepted", enteredPersons: 0, usedByName: null });
  });

  test(`two phones tap one guest at once against an upstream without If-Match: one entry, the other told who (${mode})`, async ({
    page,
    browser,
  }) => {
    const requestId = await unconditionalRequests(page);
    const night = await scanNight(`Due telefoni ${mode}`);
    const name = `Ospite Solo ${night.id}`;
    const second = await secondPhone(browser, mode, requestId);
    try {
      for (const phonePage of [page, second.page]) {
        await openDoor(phonePage, mode, night.event._id, String(night.single.code));
        await expect(card(phonePage, name).getByRole("button", { name: "Fai entrare" })).toBeVisible();
      }
      await Promise.all(
        [page, second.page].map((phonePage) =>
          card(phonePage, name).getByRole("button", { name: "Fai entrare" }).click(),
        ),
      );
      const results = [page, second.page].map(doorResult);
      for (const result of results) await expect(result).toHaveAttribute("data-outcome", /^(entered|already)$/);
      const outcomes = await Promise.all(results.map((result) => result.getAttribute("data-outcome")));
      expect([...outcomes].sort()).toEqual(["already", "entered"]);
      // The phone that lost is told loudly, with who let the guest in, when, and on which phone.
      const told = results[outcomes.indexOf("already")]!;
      await expect(told).toContainText("Ingresso già registrato");
      await expect(told).toContainText(/Ingresso alle \d\d:\d\d, registrato da .+ \(.+\)/);
      // One write upstream, whatever the upstream did with conditions.
      expect((await writesOf(requestId)).filter((write) => write.endsWith(night.single._id))).toEqual([
        `PUT /reservations/${night.single._id}`,
      ]);
    } finally {
      await second.context.close();
    }
  });

  test(`the venue sets the night's capacity, and the counters warn when it is reached (${mode})`, async ({ page }) => {
    await unconditionalRequests(page);
    const night = await scanNight(`Capienza ${mode}`);
    await openDoor(page, mode, night.event._id, String(night.single.code));
    const counters = page.getByRole("region", { name: "Ingressi della serata" });
    await counters.getByText("Entrati").click();
    await counters.getByLabel("Capienza della serata (vuoto: nessuna)").fill("1");
    await counters.getByRole("button", { name: "Salva capienza" }).click();
    await expect(page.getByTestId("door-capacity")).toHaveText("capienza 1");
    await expect(counters).toHaveAttribute("data-capacity", "ok");

    await card(page, `Ospite Solo ${night.id}`).getByRole("button", { name: "Fai entrare" }).click();
    await expect(page.getByTestId("door-capacity")).toHaveText("pieno: capienza 1");
    await expect(counters).toHaveAttribute("data-capacity", "full");
  });
}
