// The door of a night, the same steps with JavaScript on and off: a venue finds a guest by code, by
// name and by list, checks them in with one tap, sees the counters move, and is refused a used, a cancelled and
// another event's reservation with their reasons; a second check-in of the same guest is counted once. Each test works
// on an event of its own (a name no other test uses) with its own list and reservations, and reads what the mock
// received: the reservation's state there, and the writes its log holds under the test's request id.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { createUpstream, hydrated, scopeRequests, unique, upstreamRows as upstream, writesOf } from "./helpers";

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

/** An upcoming event of the demo club, of this test's own, with a promoter's list and reservations in every case. */
async function ownNight(label: string) {
  const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const id = unique();
  const start = new Date(Date.now() + 150 * 86_400_000);
  start.setUTCHours(21, 30, 0, 0);
  const newEvent = (name: string) =>
    createUpstream<Row>("disco@demo.test", "/events", {
      name,
      discoId: club._id,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
      startVisibilityDate: new Date().toISOString(),
      listsIds: [],
    });
  const event = await newEvent(`${label} ${id}`);
  const other = await newEvent(`Altra serata ${id}`);
  const list = await createUpstream<Row>("disco@demo.test", "/lists", {
    name: `Lista Porta ${id}`,
    eventId: event._id,
    discoId: club._id,
    promoterId: "promoter-door",
    promoterName: `Promoter ${id}`,
    maxGuests: 50,
  });
  const reservation = (userName: string, status: string, extra: Record<string, unknown> = {}) =>
    createUpstream<Row>("disco@demo.test", "/reservations", {
      eventId: event._id,
      discoId: club._id,
      userName: `${userName} ${id}`,
      status,
      quantity: 2,
      ...extra,
    });
  const guest = await reservation("Ospite Atteso", "accepted", { listId: list._id, isVip: true, hasFreeDrink: true });
  const usable = await reservation("Ospite Valido", "usable", { quantity: 3 });
  const used = await reservation("Ospite Entrato", "used", { quantity: 1 });
  const cancelled = await reservation("Ospite Annullato", "cancelled");
  const elsewhere = await createUpstream<Row>("disco@demo.test", "/reservations", {
    eventId: other._id,
    discoId: club._id,
    userName: `Ospite Altrove ${id}`,
    status: "accepted",
  });
  return { event, id, list, guest, usable, used, cancelled, elsewhere };
}

export async function search(page: Page, mode: Mode, text: string) {
  const field = page.getByLabel("Nome, codice o lista");
  await field.fill(text);
  if (mode === "nojs") await page.getByRole("button", { name: "Cerca", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

export function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

export function doorSpecs(mode: Mode) {
  test.use({ storageState: storageStateOf("disco") });

  test(`checks a guest in by code, once, and the counters move (${mode})`, async ({ page }) => {
    test.slow();
    const requestId = await scopeRequests(page);
    const night = await ownNight(`Porta ${mode}`);
    await page.goto(`/events/${night.event._id}/door`);
    if (mode === "js") await hydrated(page);
    // Expected: accepted 2 + usable 3 + used 1 guests; the used one is in.
    await expect(page.getByTestId("door-total")).toHaveText("1 / 6");

    await search(page, mode, String(night.guest.code));
    const guest = card(page, `Ospite Atteso ${night.id}`);
    await expect(guest).toContainText(String(night.guest.code));
    await expect(guest).toContainText(`Lista Porta ${night.id}`);
    await expect(guest).toContainText(`Promoter ${night.id}`);
    await expect(guest.getByRole("list", { name: "Da sapere" })).toContainText("VIP");
    await expect(guest.getByRole("list", { name: "Da sapere" })).toContainText("Drink gratuito");
    await expect(guest).toContainText("Accettata");
    await guest.getByRole("button", { name: "Fai entrare" }).click();
    await expect(guest).toContainText(/Ingresso alle \d\d:\d\d/);
    await expect(page.getByTestId("door-total")).toHaveText("3 / 6");
    await expect.poll(async () => await upstream(`/reservations/${night.guest._id}`)).toMatchObject({ status: "used" });

    // The same check-in sent again (a double tap, the browser's resend) is answered "already in" and not written.
    const again = await page.request.post(`/events/${night.event._id}/door/${night.guest._id}`, {
      form: { status: "used" },
      headers: { accept: "application/json", "x-request-id": requestId },
    });
    expect(await again.json()).toMatchObject({ outcome: "already" });
    expect(await writesOf(requestId)).toEqual([`PUT /reservations/${night.guest._id}`]);
    await page.reload();
    await expect(page.getByTestId("door-total")).toHaveText("3 / 6");
  });

  test(`refuses a used, a cancelled and another event's reservation with the reason (${mode})`, async ({ page }) => {
    test.slow();
    const requestId = await scopeRequests(page);
    const night = await ownNight(`Rifiuti ${mode}`);
    await page.goto(`/events/${night.event._id}/door`);
    if (mode === "js") await hydrated(page);

    await search(page, mode, String(night.used.code));
    const used = card(page, `Ospite Entrato ${night.id}`);
    await expect(used).toContainText(/Ingresso alle \d\d:\d\d|Ingresso già registrato/);
    await expect(used.getByRole("button", { name: "Fai entrare" })).toHaveCount(0);

    await search(page, mode, String(night.cancelled.code));
    const cancelled = card(page, `Ospite Annullato ${night.id}`);
    await expect(cancelled).toContainText("La prenotazione è stata annullata.");
    await expect(cancelled.getByRole("button", { name: "Fai entrare" })).toHaveCount(0);

    await search(page, mode, String(night.elsewhere.code));
    const elsewhere = card(page, `Ospite Altrove ${night.id}`);
    await expect(elsewhere).toContainText("La prenotazione è di un altro evento.");
    await expect(elsewhere).toContainText(`Altra serata ${night.id}`);

    // A post for the cancelled one (a stale page) is refused with its reason and nothing is written.
    const refused = await page.request.post(`/events/${night.event._id}/door/${night.cancelled._id}`, {
      form: { status: "used" },
      headers: { accept: "application/json", "x-request-id": requestId },
    });
    expect(await refused.json()).toMatchObject({ outcome: "refused", reason: "La prenotazione è stata annullata." });
    // Another event's reservation under this event's door is not-found.
    const foreign = await page.request.post(`/events/${night.event._id}/door/${night.elsewhere._id}`, {
      form: { status: "used" },
      headers: { "x-request-id": requestId },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(404);
    expect(await writesOf(requestId)).toEqual([]);
  });

  test(`finds the guests of a list and a guest by name (${mode})`, async ({ page }) => {
    const night = await ownNight(`Liste ${mode}`);
    await page.goto(`/events/${night.event._id}/door`);
    if (mode === "js") await hydrated(page);
    await search(page, mode, `Lista Porta ${night.id}`);
    await expect(page.getByRole("list", { name: "Ospiti trovati" }).getByRole("article")).toHaveCount(1);
    await expect(card(page, `Ospite Atteso ${night.id}`)).toBeVisible();
    await search(page, mode, `Ospite Valido ${night.id}`);
    await expect(card(page, `Ospite Valido ${night.id}`)).toContainText("3 persone");
    await search(page, mode, `Nessuno ${night.id}`);
    await expect(page.getByText(`Nessuna prenotazione trovata per «Nessuno ${night.id}».`)).toBeVisible();
  });

  test.describe("a role that does not run the door", () => {
    test.use({ storageState: storageStateOf("galley") });

    test(`answers not-found to the galley, and writes nothing (${mode})`, async ({ page }) => {
      const requestId = await scopeRequests(page);
      const night = await ownNight(`Cambusa ${mode}`);
      const response = await page.goto(`/events/${night.event._id}/door`);
      expect(response?.status()).toBe(404);
      const post = await page.request.post(`/events/${night.event._id}/door/${night.guest._id}`, {
        form: { status: "used" },
        headers: { "x-request-id": requestId },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(404);
      expect(await writesOf(requestId)).toEqual([]);
    });
  });
}
