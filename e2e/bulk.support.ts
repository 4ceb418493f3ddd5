// Bulk changes of reservations (decision 023), with JavaScript and without: accepting all the reservations matching a
// filter, across pages, changes those whose state allows it and reports the others with the reason (a cancelled one,
// one whose table is full); rows ticked on the page are changed alone; another venue's reservation named in a post is
// skipped as not found and never sent. Each test filters on a guest list of its own, so it sees only its own rows.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import {
  createUpstream,
  italian,
  ownEvent,
  scopeRequests,
  unique,
  upstreamCreator,
  upstreamRows as upstream,
  writesOf,
} from "./helpers";

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

const bulk = italian.bulk;
const bulkRun = italian.bulkRun;

/**
 * Chooses every row the filter matches: a step apart from the rows ticked. With JavaScript it is offered once the
 * page's header checkbox has ticked the whole page; without, it is the bar's own control at its end.
 */
async function applyToAll(page: Page, mode: Mode, count: number) {
  const all = page.getByRole("button", { name: `Applica a tutte le ${count} corrispondenti` });
  if (mode === "js") {
    await expect(all).toHaveCount(0);
    await page.getByRole("checkbox", { name: bulkRun.selectPage }).check();
  }
  await all.click();
}

/** The confirmation's list of what will be skipped, each row with its reason. */
function skipList(dialog: Locator) {
  return dialog.getByRole("list", { name: /sarà saltata|saranno saltate/i }).getByRole("listitem");
}

/** Red, as the single-row delete's button is: the danger tone. */
async function expectDangerButton(button: Locator) {
  const colour = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red, green, blue] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(red! - Math.max(green!, blue!), colour).toBeGreaterThan(100);
}

/** An event of the test's own with a guest list, reservations on it, and a table with no room left. */
async function ownNight(label: string) {
  const event = await ownEvent(label);
  const id = unique();
  // The venue signed in once for all the night's rows (a test makes up to a thousand).
  const create = await upstreamCreator("disco@demo.test");
  const [list, table, users] = await Promise.all([
    create<Row>("/lists", {
      name: `Lista Massiva ${id}`,
      eventId: event._id,
      discoId: event.discoId,
      maxGuests: 50,
    }),
    create<Row>("/tables", {
      code: `BK${id}`,
      name: `Tavolo BK${id}`,
      discoId: event.discoId,
      maxReservations: 1,
    }),
    upstream("/users?role=user&isEnabled=true&sort=surname,name&limit=1"),
  ]);
  let serial = 0;
  const reservation = (status: string, extra: Record<string, unknown> = {}) =>
    create<Row>("/reservations", {
      eventId: event._id,
      discoId: event.discoId,
      userId: users[0]!._id,
      listId: list._id,
      code: `BK-${id}-${++serial}`,
      status,
      quantity: 1,
      ...extra,
    });
  return { event, list, table, reservation, id };
}

async function statusOf(id: string): Promise<unknown> {
  const [row] = await upstream(`/reservations?_id=${id}`);
  return row?.status;
}

async function openList(page: Page, mode: Mode, listId: string) {
  await page.goto(`/reservations?listId=${listId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(italian.sections.reservations.title);
  if (mode === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function report(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("status")).toContainText("Fatto:", { timeout: 20_000 });
  return dialog;
}

export function bulkSpecs(mode: Mode) {
  test.describe(`bulk changes of reservations (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test(`accepts all matching the filter and reports the ones it skipped, with the reason (${mode})`, async ({
      page,
    }) => {
      test.slow();
      const night = await ownNight(`Serata massiva ${mode}`);
      const [first, second, third, cancelled, atFullTable] = await Promise.all([
        night.reservation("pending"),
        night.reservation("pending"),
        night.reservation("pending"),
        night.reservation("cancelled"),
        night.reservation("pending", { tableId: night.table._id }),
        // Holds the table's only place (on another list, so outside the filter).
        createUpstream<Row>("disco@demo.test", "/reservations", {
          eventId: night.event._id,
          discoId: night.event.discoId,
          status: "accepted",
          quantity: 1,
          tableId: night.table._id,
        }),
      ]);
      await openList(page, mode, night.list._id);
      await page.getByLabel(bulk.reservations.picker).selectOption("accept");
      await applyToAll(page, mode, 5);

      const confirm = page.getByRole("dialog");
      await expect(confirm.getByRole("heading")).toHaveText("Accetta 5 prenotazioni");
      await expect(confirm).toContainText("tutte le 5 prenotazioni che corrispondono ai filtri");
      await expect(confirm.getByRole("list", { name: bulkRun.filterHeading }).getByRole("listitem")).toHaveText([
        `Lista: ${night.list._id}`,
      ]);
      // The cancelled one is named as skipped before anything is sent (the full table is found only on the way).
      await expect(skipList(confirm)).toHaveText([`${cancelled.code}: Lo stato «Annullata» non lo consente.`]);
      // A run on all matching is a mass action: the danger tone.
      await expectDangerButton(confirm.getByRole("button", { name: "Accetta" }));
      await confirm.getByRole("button", { name: "Accetta" }).click();

      const done = await report(page);
      await expect(done.getByRole("status")).toHaveText("Fatto: 3 modificate, 2 saltate, 0 non riuscite.");
      const skipped = done.getByRole("row");
      await expect(skipped.filter({ hasText: String(cancelled.code) })).toContainText("«Annullata» non lo consente");
      await expect(skipped.filter({ hasText: String(atFullTable.code) })).toContainText(`Tavolo BK${night.id}`);
      for (const changed of [first, second, third]) expect(await statusOf(changed._id)).toBe("accepted");
      expect(await statusOf(cancelled._id)).toBe("cancelled");
      expect(await statusOf(atFullTable._id)).toBe("pending");

      // Every row's change is in the audit trail.
      await page.goto(`/audit?entity=reservations&action=update`);
      // (The log names the reservation by its code and shows its state in words: decision 035.)
      await expect(page.getByRole("row").filter({ hasText: `Prenotazione ${String(first.code)} ·` })).toContainText(
        `${italian.fields.status} prima:${italian.reservationStatuses.pending} → dopo:${italian.reservationStatuses.accepted}`,
      );

      // The way back is the list as it was left.
      await page.goBack();
      // The dialog's own Close button (the × in its corner has the same name).
      await done.getByRole("link", { name: italian.dialog.close }).last().click();
      await expect(page).toHaveURL(new RegExp(`/reservations\\?listId=${night.list._id}`));
    });

    test(`changes only the rows ticked on the page (${mode})`, async ({ page }) => {
      const night = await ownNight(`Serata scelta ${mode}`);
      const [one, two, other] = await Promise.all([
        night.reservation("pending"),
        night.reservation("pending"),
        night.reservation("pending"),
      ]);
      await openList(page, mode, night.list._id);
      await page.getByLabel(`Scegli ${one.code}`).check();
      await page.getByLabel(`Scegli ${two.code}`).check();
      await page.getByLabel(bulk.reservations.picker).selectOption("reject");
      await page.getByRole("button", { name: bulk.applySelected }).click();
      const confirm = page.getByRole("dialog");
      await expect(confirm).toContainText("L'azione riguarda le 2 prenotazioni selezionate.");
      await confirm.getByRole("button", { name: "Rifiuta" }).click();
      const done = await report(page);
      await expect(done.getByRole("status")).toHaveText("Fatto: 2 modificate, 0 saltate, 0 non riuscite.");
      expect(await statusOf(one._id)).toBe("rejected");
      expect(await statusOf(two._id)).toBe("rejected");
      expect(await statusOf(other._id)).toBe("pending");
    });
  });
}

/** The scope rule for a post that names rows: the same in either mode, so it runs once. */
export function bulkScopeSpecs() {
  test.describe("bulk changes in scope", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("skips another venue's reservation named in a post as not found, and never sends it", async ({ page }) => {
      const requestId = await scopeRequests(page);
      const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
      const [elsewhere] = await upstream(
        `/reservations?discoId[ne]=${club!._id}&status=pending&limit=1`,
        "admin@demo.test",
      );
      const night = await ownNight("Serata in ambito");
      const mine = await night.reservation("pending");
      // The post goes with the page's session cookie; no page needs drawing before it.
      const response = await page.request.post("/reservations/bulk", {
        data: new URLSearchParams([
          ["action", "cancel"],
          ["scope", "selected"],
          ["filter", ""],
          ["ids", elsewhere!._id],
          ["ids", mine._id],
        ]).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", "x-request-id": requestId },
      });
      expect(response.ok()).toBe(true);
      await page.goto(response.url());
      const done = await report(page);
      await expect(done.getByRole("status")).toHaveText("Fatto: 1 modificata, 1 saltata, 0 non riuscite.");
      await expect(done.getByRole("row").filter({ hasText: elsewhere!._id })).toContainText(bulk.reservations.notFound);
      expect(await statusOf(mine._id)).toBe("cancelled");
      expect((await upstream(`/reservations?_id=${elsewhere!._id}`, "admin@demo.test"))[0]?.status).toBe("pending");
      expect((await writesOf(requestId)).filter((write) => write.includes(elsewhere!._id))).toEqual([]);
    });
  });
}

/** The other lists with a bulk bar: orders (deliver, undo), users (enable, disable), catalogue lists (delete). */
export function bulkListSpecs(mode: Mode) {
  test.describe(`bulk changes of orders (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test(`marks every order of a filter delivered, skipping one the bar does not serve (${mode})`, async ({ page }) => {
      const night = await ownNight(`Serata ordini ${mode}`);
      const [user] = await upstream("/users?role=user&isEnabled=true&sort=surname,name&limit=1");
      const order = (status: string, extra: Record<string, unknown> = {}) =>
        createUpstream<Row>("disco@demo.test", "/orders", {
          eventId: night.event._id,
          discoId: night.event.discoId,
          userId: user!._id,
          token: `BO-${night.id}-${status}`,
          price: 1000,
          quantity: 1,
          status,
          paymentType: "loco",
          deliveryStatus: "waiting",
          ...extra,
        });
      const [paid, accepted, unpaid] = await Promise.all([
        order("paid"),
        order("accepted"),
        order("waitingPayment", { paymentType: "stripe" }),
      ]);
      await page.goto(`/orders?eventId=${night.event._id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(italian.sections.orders.title);
      if (mode === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel(bulk.orders.picker).selectOption("deliver");
      await applyToAll(page, mode, 3);
      const confirm = page.getByRole("dialog");
      await expect(confirm.getByRole("heading")).toHaveText("Consegna 3 ordini");
      await expect(confirm.getByRole("link", { name: "Lascia in attesa" })).toBeVisible();
      await confirm.getByRole("button", { name: "Consegna 3 ordini", exact: true }).click();

      const done = await report(page);
      await expect(done.getByRole("status")).toHaveText("Fatto: 2 modificate, 1 saltata, 0 non riuscite.");
      // An order waiting for payment is not one the bar serves: its state is the reason, with no delivery to speak of.
      const skipped = done.getByRole("row").filter({ hasText: String(unpaid.token) });
      await expect(skipped).toContainText("Lo stato «In attesa di pagamento» non lo consente.");
      await expect(skipped).not.toContainText("Da consegnare");
      const deliveryOf = async (id: string) => (await upstream(`/orders?_id=${id}`))[0]?.deliveryStatus;
      expect(await deliveryOf(paid._id)).toBe("delivered");
      expect(await deliveryOf(accepted._id)).toBe("delivered");
      expect(await deliveryOf(unpaid._id)).toBe("waiting");
    });
  });

  test.describe(`bulk changes of users (${mode})`, () => {
    test.use({ storageState: storageStateOf("admin") });

    test(`disables the users a search finds, skipping the one already disabled (${mode})`, async ({ page }) => {
      const surname = `Massa${unique()}`;
      const user = (name: string, isEnabled: boolean) =>
        createUpstream<Row>("admin@demo.test", "/users", {
          email: `${name.toLowerCase()}-${surname.toLowerCase()}@example.test`,
          name,
          surname,
          role: "user",
          isEnabled,
        });
      const [anna, bruno, carla] = await Promise.all([user("Anna", true), user("Bruno", true), user("Carla", false)]);
      await page.goto(`/users?q=${surname}`);
      if (mode === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel(bulk.users.picker).selectOption("disable");
      await applyToAll(page, mode, 3);
      const confirm = page.getByRole("dialog");
      await expect(confirm.getByRole("heading")).toHaveText("Disattiva 3 utenti");
      await expect(confirm.getByRole("list", { name: bulkRun.filterHeading }).getByRole("listitem")).toHaveText([
        `${italian.list.search}: ${surname}`,
      ]);
      await expect(skipList(confirm)).toHaveText([`Carla ${surname}: ${bulk.reasons.alreadyDisabled}`]);
      await expectDangerButton(confirm.getByRole("button", { name: "Disattiva" }));
      await confirm.getByRole("button", { name: "Disattiva" }).click();

      const done = await report(page);
      await expect(done.getByRole("status")).toHaveText("Fatto: 2 modificate, 1 saltata, 0 non riuscite.");
      await expect(done.getByRole("row").filter({ hasText: `Carla ${surname}` })).toContainText(
        bulk.reasons.alreadyDisabled,
      );
      const enabled = async (id: string) => (await upstream(`/users?_id=${id}`, "admin@demo.test"))[0]?.isEnabled;
      expect(await enabled(anna._id)).toBe(false);
      expect(await enabled(bruno._id)).toBe(false);
      expect(await enabled(carla._id)).toBe(false);
    });
  });

  test.describe(`bulk confirmation of users (${mode})`, () => {
    test.use({ storageState: storageStateOf("admin") });

    test(`a disable of all matching names the admin's own account as skipped, in the danger tone (${mode})`, async ({
      page,
    }) => {
      const requestId = await scopeRequests(page);
      await page.goto(`/users?q=${encodeURIComponent("admin@demo.test")}`);
      if (mode === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel(bulk.users.picker).selectOption("disable");
      const all = page.getByRole("button", { name: "Applica a tutta l'unica corrispondente" });
      if (mode === "js") {
        await expect(all).toHaveCount(0);
        await page.getByRole("checkbox", { name: bulkRun.selectPage }).check();
        await expect(page.getByText(bulkRun.pageSelected_one)).toBeVisible();
      }
      await all.click();
      const confirm = page.getByRole("dialog");
      await expect(confirm).toContainText("L'azione riguarda l'unico utente che corrisponde ai filtri:");
      const [me] = await upstream(`/users?email=${encodeURIComponent("admin@demo.test")}`, "admin@demo.test");
      await expect(skipList(confirm)).toHaveText([`${me!.name} ${me!.surname}: ${bulk.reasons.self}`]);
      await expectDangerButton(confirm.getByRole("button", { name: "Disattiva" }));
      // Only looked at: cancelled, nothing sent.
      await confirm.getByRole("link", { name: italian.keep.disable }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await writesOf(requestId)).toEqual([]);
    });

    test(`a missing action is refused beside its field, and the rows chosen are kept (${mode})`, async ({ page }) => {
      const requestId = await scopeRequests(page);
      const surname = `Scelta${unique()}`;
      const person = await createUpstream<Row>("admin@demo.test", "/users", {
        email: `dora-${surname.toLowerCase()}@example.test`,
        name: "Dora",
        surname,
        role: "user",
        isEnabled: true,
      });
      await page.goto(`/users?q=${surname}`);
      if (mode === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel(`Scegli Dora ${surname}`).check();
      if (mode === "js") await expect(page.getByText(/^1 selezionato/)).toBeVisible();
      await page.getByRole("button", { name: bulk.applySelected }).click();
      if (mode === "js") {
        // Said beside the picker before anything is sent; the row stays ticked.
        await expect(page.getByLabel(bulk.users.picker)).toHaveAccessibleDescription(bulkRun.actionMissing);
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(page.getByLabel(`Scegli Dora ${surname}`)).toBeChecked();
        await page.getByLabel(bulk.users.picker).selectOption("disable");
        await expect(page.getByLabel(bulk.users.picker)).toHaveAccessibleDescription("");
        await page.getByRole("button", { name: bulk.applySelected }).click();
      } else {
        // The server asks again, the picker with the error beside it, the row chosen kept.
        const again = page.getByRole("dialog");
        await expect(again.getByRole("heading")).toHaveText(bulkRun.chooseActionTitle);
        await expect(again).toContainText("L'azione riguarda l'utente selezionato.");
        await expect(again.getByLabel(bulk.users.picker)).toHaveAccessibleDescription(bulkRun.actionMissing);
        await again.getByLabel(bulk.users.picker).selectOption("disable");
        await again.getByRole("button", { name: bulkRun.continue }).click();
      }
      const confirm = page.getByRole("dialog");
      await expect(confirm).toContainText("L'azione riguarda l'utente selezionato.");
      await expect(confirm).toContainText(bulkRun.skipNone);
      await confirm.getByRole("link", { name: italian.keep.disable }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await writesOf(requestId)).toEqual([]);
      expect((await upstream(`/users?_id=${person._id}`, "admin@demo.test"))[0]?.isEnabled).toBe(true);
    });
  });

  test.describe(`bulk delete in a catalogue (${mode})`, () => {
    test.use({ storageState: storageStateOf("admin") });

    test(`deletes the ticked musical genres and keeps the others (${mode})`, async ({ page }) => {
      const id = unique();
      const genre = (name: string) =>
        createUpstream<Row>("admin@demo.test", "/musical-genres", { name: `${name} ${id}` });
      const [first, second, kept] = await Promise.all([genre("Polka"), genre("Mazurka"), genre("Valzer")]);
      await page.goto(`/musicalGenres?q=${id}`);
      if (mode === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel(`Scegli ${first.name}`).check();
      await page.getByLabel(`Scegli ${second.name}`).check();
      await page.getByLabel(bulk.rows.picker).selectOption("delete");
      await page.getByRole("button", { name: bulk.applySelected }).click();
      const confirm = page.getByRole("dialog");
      await expect(confirm.getByRole("heading")).toHaveText("Elimina 2 righe");
      await expect(confirm).toContainText("L'azione riguarda le 2 righe selezionate.");
      await confirm.getByRole("button", { name: "Elimina" }).click();

      const done = await report(page);
      await expect(done.getByRole("status")).toHaveText("Fatto: 2 modificate, 0 saltate, 0 non riuscite.");
      const left = await upstream(`/musical-genres?q=${id}`, "admin@demo.test");
      expect(left.map((row) => row._id)).toEqual([kept._id]);
    });
  });
}

/** The most rows one run changes (app/core/lists/bulk.ts): past it, the confirmation says so and a post writes nothing. */
export function bulkLimitSpecs() {
  test.describe("a bulk run past the maximum", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("is refused with the maximum named, and a post past it writes nothing", async ({ page }) => {
      test.slow();
      const night = await ownNight("Serata oltre il massimo");
      // 1001 reservations on the test's own list, a hundred at a time so the mock is not flooded.
      for (let start = 0; start < 1001; start += 100)
        await Promise.all(Array.from({ length: Math.min(100, 1001 - start) }, () => night.reservation("pending")));
      await page.goto(`/reservations?listId=${night.list._id}`);
      await page.getByLabel(bulk.reservations.picker).selectOption("cancel");
      await page.getByRole("button", { name: "Applica a tutte le 1001 corrispondenti" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("alert")).toHaveText(
        "Troppe righe per un'azione sola: al massimo 1000. Restringi i filtri.",
      );
      await expect(dialog.getByRole("button", { name: "Annulla" })).toHaveCount(0);

      const requestId = await scopeRequests(page);
      const response = await page.request.post("/reservations/bulk", {
        data: new URLSearchParams([
          ["action", "cancel"],
          ["scope", "all"],
          ["filter", `listId=${night.list._id}`],
        ]).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", "x-request-id": requestId },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(await writesOf(requestId)).toEqual([]);
    });
  });
}

/** With JavaScript: the count of ticked rows follows the ticks, and the header checkbox ticks the page. */
export function bulkSelectionSpecs() {
  test.describe("choosing rows with JavaScript", () => {
    test.use({ storageState: storageStateOf("admin") });

    test("counts the rows ticked, ticks the whole page from the header, and asks for a row first", async ({ page }) => {
      const id = unique();
      await Promise.all(
        ["Polka", "Mazurka", "Valzer"].map((name) =>
          createUpstream<Row>("admin@demo.test", "/musical-genres", { name: `${name} ${id}` }),
        ),
      );
      await page.goto(`/musicalGenres?q=${id}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const count = page.getByText(/^\d+ selezionat/);
      await expect(count).toHaveText("0 selezionati");
      await page.getByLabel(bulk.rows.picker).selectOption("delete");
      await page.getByRole("button", { name: bulk.applySelected }).click();
      await expect(page.getByRole("alert").filter({ hasText: bulkRun.noneSelected })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await page.getByLabel(`Scegli Polka ${id}`).check();
      await page.getByLabel(`Scegli Valzer ${id}`).check();
      await expect(count).toHaveText("2 selezionati");
      const header = page.getByRole("checkbox", { name: bulkRun.selectPage });
      await header.check();
      await expect(count).toHaveText("3 selezionati");
      await expect(page.getByLabel(`Scegli Mazurka ${id}`)).toBeChecked();
      await expect(page.getByText("Tutte le 3 righe della pagina sono selezionate.")).toBeVisible();
      await header.uncheck();
      await expect(count).toHaveText("0 selezionati");
      await expect(page.getByRole("button", { name: "Applica a tutte le 3 corrispondenti" })).toHaveCount(0);
    });
  });
}
