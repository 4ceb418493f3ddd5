// The floor of the night, with JavaScript and without: a table's tile shows what its reservations
// and orders add up to; staff seat a booked reservation (a second seat writes nothing), move one to a table with room
// and are refused one that filled up meanwhile, close and reopen a table, and free it. A role that may not open the
// tables tab, another venue's table and another event's reservation answer not-found, and nothing is written. Each
// test has an event and tables of its own (a unique code), so the tests run side by side on the shared mock.
import { expect, test, type Page, type Request } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { appURL } from "./ports";
import {
  createUpstream,
  hydrated,
  ownEvent,
  pickOption,
  searchBox,
  scopeRequests,
  showsAll,
  tableTile,
  unique,
  upstreamOne,
  upstreamRows as upstream,
  writesOf,
} from "./helpers";

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

const afterSave = { timeout: 20_000 };

const tile = tableTile;
const shows = showsAll;
const one = upstreamOne;

/** An event of the test's own with tables of its own in an area of its own, and two guests. */
async function ownFloor(label: string) {
  const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const event = await ownEvent(label);
  const id = unique();
  const area = `Zona ${id}`;
  const table = (code: string, extra: Record<string, unknown>) =>
    createUpstream<Row>("disco@demo.test", "/tables", {
      code: `${code}${id}`,
      name: `Tavolo ${code}${id}`,
      discoId: club._id,
      ...extra,
    });
  const users = await upstream("/users?role=user&isEnabled=true&sort=surname,name&limit=2");
  const reservation = (tableId: string | null, extra: Record<string, unknown> = {}) =>
    createUpstream<Row>("disco@demo.test", "/reservations", {
      eventId: event._id,
      discoId: club._id,
      userId: users[0]._id,
      status: "accepted",
      quantity: 1,
      tableId,
      ...extra,
    });
  return { club, event, id, area, table, reservation, users };
}

async function openFloor(page: Page, event: Row, mode: Mode) {
  await page.goto(`/events/${event._id}/tables`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(event.name));
  if (mode === "js") await hydrated(page);
}

async function openTable(page: Page, code: string, mode: Mode) {
  await tile(page, code).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: new RegExp(`Tavolo ${code}`) })).toBeVisible();
  if (mode === "js") await hydrated(page);
  return dialog;
}

function notice(page: Page) {
  return page.locator('[data-notice="positive"]');
}

export function tableMapSpecs(mode: Mode) {
  test.describe(`the floor of the night (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test(`a tile adds up its reservations and orders; seating a guest moves it, a second seat writes nothing (${mode})`, async ({
      page,
    }) => {
      test.slow();
      const requestId = await scopeRequests(page);
      const floor = await ownFloor(`Sala conti ${mode}`);
      const [full, single, loose] = await Promise.all([
        floor.table("A", { area: floor.area, maxReservations: 2, minSpend: 30000 }),
        floor.table("B", { area: floor.area, maxReservations: 1 }),
        floor.table("C", { maxReservations: 1, minSpend: 20000 }),
      ]);
      const [seated, booked] = await Promise.all([
        floor.reservation(full._id, { status: "used", quantity: 3 }),
        floor.reservation(full._id, { quantity: 2, userId: floor.users[1]._id }),
        // Neither holds the table: a cancelled reservation and a pending request.
        floor.reservation(full._id, { status: "cancelled", quantity: 4 }),
        floor.reservation(full._id, { status: "pending", quantity: 5 }),
        floor.reservation(single._id, { quantity: 1 }),
      ]);
      const order = (price: number, status: string, paymentType: string) =>
        createUpstream<Row>("disco@demo.test", "/orders", {
          eventId: floor.event._id,
          discoId: floor.club._id,
          userId: floor.users[0]._id,
          tableId: full._id,
          price,
          quantity: 1,
          status,
          paymentType,
        });
      // Collected: paid at the venue, in progress by card. Not: refunded, waiting for payment.
      await Promise.all([
        order(12000, "paid", "loco"),
        order(4550, "inProgress", "stripe"),
        order(50000, "refunded", "stripe"),
        order(70000, "toPay", "stripe"),
      ]);

      await openFloor(page, floor.event, mode);
      const area = page.getByRole("region", { name: floor.area });
      await shows(tile(area, String(full.code)), [
        "Occupato",
        "Prenotazioni 2/2",
        "Ospiti 5 · entrati 3",
        "Pagato 165,50 € su 300,00 € minimo",
        String(seated.userName),
      ]);
      await shows(tile(area, String(single.code)), ["Prenotato", "Prenotazioni 1/1", "Ospiti 1 · entrati 0"]);
      await shows(tile(page.getByRole("region", { name: "Senza zona" }), String(loose.code)), [
        "Libero",
        "Prenotazioni 0/1",
        "Pagato 0,00 € su 200,00 € minimo",
      ]);
      // The whole venue's floor (the seeded tables, and every other test's) fits a tablet and a phone without
      // scrolling sideways.
      for (const width of [768, 390]) {
        await page.setViewportSize({ width, height: 1024 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize({ width: 1280, height: 720 });
      // The legend counts the tiles of each state.
      for (const state of ["free", "booked", "seated", "closed"]) {
        const tiles = await page.locator(`[data-testid=table-tile][data-state=${state}]`).count();
        await expect(page.getByTestId(`count-${state}`)).toHaveText(String(tiles));
      }

      // Seat the booked guest from the table.
      const dialog = await openTable(page, String(full.code), mode);
      await expect(dialog.getByTestId("table-guest")).toHaveCount(2);
      await dialog.getByRole("button", { name: `Fai sedere ${booked.userName}` }).click();
      await expect(notice(page)).toHaveText(`${booked.userName} (${booked.code}) ha preso posto al tavolo.`, afterSave);
      await expect(tile(page, String(full.code))).toContainText("Ospiti 5 · entrati 5");
      expect((await one(`/reservations?code=${booked.code}`)).status).toBe("used");
      // No seat button is left for guests already in.
      await expect(dialog.getByRole("button", { name: /^Fai sedere/ })).toHaveCount(0);

      // The same post again (a resent form): it finds the guest in and writes nothing.
      const again = await page.request.post(`${appURL}/events/${floor.event._id}/tables/${full._id}/detail`, {
        form: { intent: "seat", reservationId: booked._id },
        headers: { origin: appURL, "x-request-id": requestId },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(302);
      expect(await writesOf(requestId)).toEqual([`PUT /reservations/${booked._id}`]);
      // Seated is entered at the door too, through the door's own record: a scan finds the guest in, by whom.
      const scanned = await page.request.post(`${appURL}/events/${floor.event._id}/door/scan`, {
        form: { code: String(booked.code) },
        headers: { origin: appURL, accept: "application/json" },
      });
      expect(await scanned.json()).toMatchObject({
        outcome: "already",
        result: { verdict: { kind: "entered", by: expect.stringMatching(/\S/) } },
      });
    });

    test(`moves a reservation to a table with room, is refused one that filled up, closes, reopens and frees a table (${mode})`, async ({
      page,
    }) => {
      test.slow();
      const requestId = await scopeRequests(page);
      const floor = await ownFloor(`Sala mosse ${mode}`);
      const [from, to, filling] = await Promise.all([
        floor.table("A", { area: floor.area, maxReservations: 2 }),
        floor.table("B", { area: floor.area, maxReservations: 1 }),
        floor.table("C", { area: floor.area, maxReservations: 1 }),
      ]);
      const guest = await floor.reservation(from._id, { quantity: 2 });
      const label = (table: Row) => `${table.code} · ${table.name}`;

      await openFloor(page, floor.event, mode);
      let dialog = await openTable(page, String(from.code), mode);
      const move = `Sposta ${guest.userName} a`;
      await pickOption(dialog, mode, move, String(to.code), label(to));
      await dialog.getByRole("button", { name: "Sposta", exact: true }).click();
      await expect(notice(page)).toHaveText(`${guest.code} spostata a ${label(to)}.`, afterSave);
      expect((await one(`/reservations?code=${guest.code}`)).tableId).toBe(to._id);
      await expect(tile(page, String(to.code))).toContainText("Prenotazioni 1/1");
      await expect(tile(page, String(from.code))).toContainText("Prenotazioni 0/2");

      // From B, C is offered; it fills up before the move is sent: refused next to the field, nothing sent.
      await page.goto(`/events/${floor.event._id}/tables/${to._id}/detail`);
      dialog = page.getByRole("dialog");
      if (mode === "js") await hydrated(page);
      await pickOption(dialog, mode, move, String(filling.code), label(filling));
      await floor.reservation(filling._id, { userId: floor.users[1]._id });
      await dialog.getByRole("button", { name: "Sposta", exact: true }).click();
      const refusal = `Il tavolo ${label(filling)} è al completo: capienza 1, già prenotati 1.`;
      await expect(dialog.getByText(refusal)).toBeVisible(afterSave);
      const field = dialog.getByRole("combobox", { name: move, exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // The searching combobox names its own description (its library's): the plain select points at the refusal.
      if (mode === "nojs") await expect(field).toHaveAttribute("aria-describedby", `move-${guest._id}-error`);
      expect((await one(`/reservations?code=${guest.code}`)).tableId).toBe(to._id);

      // Close A for tonight: it is shown closed and no longer offered; then open it again.
      await page.goto(`/events/${floor.event._id}/tables/${from._id}/detail`);
      dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Chiudi per stasera" }).click();
      await expect(notice(page)).toHaveText(`${label(from)} è chiuso per stasera.`, afterSave);
      await expect(tile(page, String(from.code))).toHaveAttribute("data-state", "closed");
      expect((await one(`/events?name=${encodeURIComponent(String(floor.event.name))}`)).closedTableIds).toEqual([
        from._id,
      ]);
      await page.goto(`/events/${floor.event._id}/tables/${to._id}/detail`);
      // Still found, said closed (a move to it is refused).
      if (mode === "nojs") {
        dialog = page.getByRole("dialog");
        await dialog.getByRole("searchbox", { name: `Cerca in ${move}`, exact: true }).fill(String(from.code));
        await dialog.getByRole("button", { name: `Cerca in ${move}`, exact: true }).click();
        await expect(
          page
            .getByRole("dialog")
            .getByRole("combobox", { name: move, exact: true })
            .locator("option", { hasText: label(from) }),
        ).toContainText("Chiuso");
      }
      await page.goto(`/events/${floor.event._id}/tables/${from._id}/detail`);
      await page.getByRole("dialog").getByRole("button", { name: "Riapri" }).click();
      await expect(notice(page)).toHaveText(`${label(from)} è di nuovo aperto.`, afterSave);
      await expect(tile(page, String(from.code))).toHaveAttribute("data-state", "free");

      // Free B: its reservation leaves it, and stays valid.
      await page.goto(`/events/${floor.event._id}/tables/${to._id}/detail`);
      await page.getByRole("dialog").getByRole("button", { name: "Libera il tavolo (1 prenotazione)" }).click();
      await expect(notice(page)).toHaveText(`${label(to)} è libero.`, afterSave);
      await expect(tile(page, String(to.code))).toHaveAttribute("data-state", "free");
      expect(await one(`/reservations?code=${guest.code}`)).toMatchObject({ tableId: null, status: "accepted" });

      expect(await writesOf(requestId)).toEqual([
        `PUT /reservations/${guest._id}`,
        `PUT /events/${floor.event._id}`,
        `PUT /events/${floor.event._id}`,
        `PUT /reservations/${guest._id}`,
      ]);
    });
  });

  if (mode === "js")
    test.describe("the floor keeps itself fresh (js)", () => {
      test.use({ storageState: storageStateOf("disco") });

      test("refreshes in place, keeps an open table and a choice being made, and resumes once it is let go", async ({
        page,
      }) => {
        test.slow();
        const floor = await ownFloor("Sala viva");
        const [first, second, third] = await Promise.all([
          floor.table("A", { area: floor.area, maxReservations: 1 }),
          floor.table("B", { area: floor.area, maxReservations: 1 }),
          floor.table("C", { area: floor.area, maxReservations: 2 }),
        ]);
        const guest = await floor.reservation(third._id);
        // The page's clock, so the refresh periods below pass at once; time still flows on its own meanwhile.
        await page.clock.install();
        await openFloor(page, floor.event, "js");
        // A mark that dies with the document: a reload would lose it.
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

        await floor.reservation(first._id);
        await expect(tile(page, String(first.code))).toContainText("Prenotazioni 1/1", { timeout: 15_000 });

        const dialog = await openTable(page, String(third.code), "js");
        const move = `Sposta ${guest.userName} a`;
        await pickOption(dialog, "js", move, String(second.code), `${second.code} · ${second.name}`);
        const chosen = dialog.locator("input[type=hidden][name=to]");
        await floor.reservation(second._id, { userId: floor.users[1]._id });
        // Two refresh periods (5 s each) on the page's clock: the floor asks for no new figures, the choice and the
        // open table stay.
        const floorReads: string[] = [];
        const countRead = (request: Request) => {
          if (new URL(request.url()).pathname.endsWith(".data")) floorReads.push(request.url());
        };
        page.on("request", countRead);
        await page.clock.runFor(11_000);
        // A round trip to the page, so a read the periods started has been sent by now.
        await page.evaluate(() => document.readyState);
        page.off("request", countRead);
        expect(floorReads).toEqual([]);
        await expect(dialog).toBeVisible();
        await expect(chosen).toHaveValue(String(second._id));
        await expect(tile(page, String(second.code))).toContainText("Prenotazioni 0/1");

        // The choice let go, the floor catches up, the table still open.
        await searchBox(dialog, move, { exact: true }).fill("");
        await page.getByRole("option", { name: "Scegli…" }).click();
        await expect(tile(page, String(second.code))).toContainText("Prenotazioni 1/1", { timeout: 15_000 });
        await expect(dialog).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      });
    });

  test.describe(`who may not (${mode})`, () => {
    test(`another venue's table and another event's reservation answer not-found; nothing is written (${mode})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ storageState: storageStateOf("disco") });
      const page = await context.newPage();
      const requestId = await scopeRequests(page);
      const floor = await ownFloor(`Sala altrui ${mode}`);
      const own = await floor.table("A", { area: floor.area, maxReservations: 2 });
      const elsewhere = await ownEvent(`Altra sera ${mode}`);
      const otherNight = await createUpstream<Row>("disco@demo.test", "/reservations", {
        eventId: elsewhere._id,
        discoId: floor.club._id,
        userId: floor.users[0]._id,
        status: "accepted",
        tableId: own._id,
      });
      const [foreign] = (await upstream("/tables?limit=200", "admin@demo.test")).filter(
        (table) => table.discoId !== floor.club._id,
      );
      const post = (tableId: string, form: Record<string, string>) =>
        page.request.post(`${appURL}/events/${floor.event._id}/tables/${tableId}/detail`, {
          form,
          headers: { origin: appURL, "x-request-id": requestId },
          maxRedirects: 0,
        });
      expect((await post(foreign._id, { intent: "close" })).status()).toBe(404);
      expect((await post(own._id, { intent: "seat", reservationId: otherNight._id })).status()).toBe(404);
      expect((await post(own._id, { intent: "move", reservationId: otherNight._id, to: own._id })).status()).toBe(404);
      expect(await writesOf(requestId)).toEqual([]);
      await context.close();
    });

    test(`a galley attendant finds no tables tab and cannot act on a table (${mode})`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: storageStateOf("galley") });
      const page = await context.newPage();
      const requestId = await scopeRequests(page);
      const floor = await ownFloor(`Sala vietata ${mode}`);
      const own = await floor.table("A", { area: floor.area });
      expect((await page.goto(`/events/${floor.event._id}/tables`))?.status()).toBe(404);
      const answer = await page.request.post(`${appURL}/events/${floor.event._id}/tables/${own._id}/detail`, {
        form: { intent: "close" },
        headers: { origin: appURL, "x-request-id": requestId },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(404);
      expect(await writesOf(requestId)).toEqual([]);
      await context.close();
    });
  });
}
