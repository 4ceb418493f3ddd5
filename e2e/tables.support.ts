// Tables and reservations, the same steps with JavaScript on and off: a venue
// creates and edits a table from an event's tables tab; creates a reservation with flags for a guest, edits its flags
// and changes its state; puts a reservation at a table, moves it, takes it off, and is refused a full table with the
// table's capacity and how many it already holds. Each test works on an event of its own, made at the mock under a
// name no other test uses, with tables of its own, and reads what the mock received (its records, and the writes its
// log holds under the test's request id), so the tests run side by side on the shared mock.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import {
  createUpstream,
  hydrated,
  openRowMenu,
  ownEvent,
  scopeRequests,
  searchBox,
  showsAll,
  tableTile,
  unique,
  upstreamOne,
  upstreamRows as upstream,
  writesOf,
  pickOption,
} from "./helpers";

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

/** A save's round trip (action, redirect, every loader again) can take long on the shared test machine. */
const afterSave = { timeout: 20_000 };

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

function notice(page: Page) {
  return page.locator('[data-notice="positive"]');
}

function row(page: Page, text: string) {
  return page.locator("tbody tr").filter({ hasText: text });
}

const tile = tableTile;
const shows = showsAll;

const demoClub = async () => upstreamOne(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);

/** A plain user the guest select offers: the first by surname. */
async function guest(): Promise<{ _id: string; name: string; surname: string }> {
  const [user] = await upstream("/users?role=user&isEnabled=true&sort=surname,name&limit=1");
  return user as unknown as { _id: string; name: string; surname: string };
}

/** Chooses an option of a select over another entity: typed into its search box, or picked from the plain select. */
async function choose(dialog: Locator, mode: Mode, label: string, search: string, option: string) {
  if (mode === "js") {
    await searchBox(dialog, label).fill(search);
    await dialog.page().getByRole("option", { name: option, exact: true }).click();
    await expect(searchBox(dialog, label)).toHaveValue(option);
  } else {
    await pickOption(dialog, "nojs", label, search, option);
  }
}

/** Leaves a select over another entity empty: its search box cleared, or the plain select's "Scegli…". */
async function clear(dialog: Locator, mode: Mode, label: string) {
  if (mode === "js") {
    await searchBox(dialog, label).fill("");
    await searchBox(dialog, label).blur();
  } else {
    await dialog.getByRole("combobox", { name: label, exact: true }).selectOption("");
  }
}

async function openTab(page: Page, event: Row, tab: string, mode: Mode) {
  await page.goto(`/events/${event._id}/${tab}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(event.name));
  await ready(page, mode);
}

export function tablesSpecs(mode: Mode) {
  test.use({ storageState: storageStateOf("disco") });

  test(`creates a table from an event's tables tab, refused bad input first, and edits it (${mode})`, async ({
    page,
  }) => {
    test.slow();
    const requestId = await scopeRequests(page);
    const event = await ownEvent(`Tavoli ${mode}`);
    const id = unique();
    const [code, name] = [`Z${id}`, `Tavolo ${id}`];
    await openTab(page, event, "tables", mode);
    await expect(page.getByRole("link", { name: "Tutti i tavoli del locale" })).toHaveAttribute("href", "/tables");

    await page.getByRole("link", { name: "Nuovo" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuovo tavolo" });
    await expect(dialog).toBeVisible();
    await ready(page, mode);
    await dialog.getByLabel("Codice").fill(code);
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByLabel("Zona").fill("Terrazza");
    await dialog.getByLabel("Capienza (prenotazioni)").fill("0");
    await dialog.getByLabel("Spesa minima").fill("dieci euro");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog.getByText("Deve essere almeno 1")).toBeVisible();
    await expect(
      dialog.getByText("Importo non valido: scrivi euro e centesimi, per esempio 250 o 250,50"),
    ).toBeVisible();
    await expect(dialog.getByLabel("Capienza (prenotazioni)")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Spesa minima")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Nome")).toHaveValue(name);
    await expect(dialog.getByLabel("Zona")).toHaveValue("Terrazza");
    await expect(dialog.getByLabel("Spesa minima")).toHaveValue("dieci euro");
    expect(await writesOf(requestId)).toEqual([]);

    await dialog.getByLabel("Capienza (prenotazioni)").fill("-2");
    await dialog.getByLabel("Spesa minima").fill("250,50");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog.getByText("Deve essere almeno 1")).toBeVisible();
    await dialog.getByLabel("Capienza (prenotazioni)").fill("4");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(notice(page)).toHaveText("Creato con successo", afterSave);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/events/${event._id}/tables$`));

    const club = await demoClub();
    const table = await upstreamOne(`/tables?code=${code}`);
    expect(table).toMatchObject({ name, area: "Terrazza", maxReservations: 4, minSpend: 25050, discoId: club._id });
    expect(await writesOf(requestId)).toEqual(["POST /tables"]);

    // Its tile on the floor, in its area.
    const terrace = page.getByRole("region", { name: "Terrazza" });
    await shows(tile(terrace, code), [name, "Libero", "Prenotazioni 0/4", "Pagato 0,00 € su 250,50 € minimo"]);

    await tile(page, code).click();
    await page.getByRole("dialog").getByRole("link", { name: "Modifica tavolo" }).click();
    await expect(dialog).toBeHidden();
    const edit = page.getByRole("dialog", { name: `Modifica «${name}»` });
    await expect(edit).toBeVisible();
    await ready(page, mode);
    await expect(edit.getByLabel("Spesa minima")).toHaveValue("250.50");
    await edit.getByLabel("Capienza (prenotazioni)").fill("6");
    await edit.getByLabel("Zona").fill("Privé");
    await edit.getByRole("button", { name: "Salva" }).click();
    await expect(notice(page)).toHaveText("Salvato con successo", afterSave);
    await shows(tile(page.getByRole("region", { name: "Privé" }), code), ["Prenotazioni 0/6"]);
    await expect(tile(terrace, code)).toHaveCount(0);
    expect(await upstreamOne(`/tables?code=${code}`)).toMatchObject({ maxReservations: 6, area: "Privé" });
    expect(await writesOf(requestId)).toEqual(["POST /tables", `PUT /tables/${table._id}`]);

    // The venue's tables section lists it too.
    await page.getByRole("link", { name: "Tutti i tavoli del locale" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tavoli" })).toBeVisible();
    await page.getByLabel("Cerca", { exact: true }).fill(id);
    await page.getByRole("button", { name: "Applica" }).first().click();
    await expect(row(page, name)).toContainText("Privé");
  });

  test(`creates a reservation with flags for a guest, edits its flags and cancels it (${mode})`, async ({ page }) => {
    test.slow();
    const requestId = await scopeRequests(page);
    const event = await ownEvent(`Prenotazioni ${mode}`);
    const user = await guest();
    const guestName = `${user.name} ${user.surname}`;
    const club = await demoClub();

    // With JavaScript from the event's tab (the event is the URL's); without, from the section (the event is chosen).
    if (mode === "js") await openTab(page, event, "reservations", mode);
    else await page.goto("/reservations");
    await page.getByRole("link", { name: "Nuovo" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuova prenotazione" });
    await expect(dialog).toBeVisible();
    await ready(page, mode);
    await dialog.getByLabel("Quantità").fill("3");
    await dialog.getByLabel("VIP", { exact: true }).check();
    await dialog.getByLabel("Drink gratuito").check();
    await dialog.getByLabel("Biglietto per email").check();
    await dialog.getByRole("button", { name: "Salva" }).click();
    // No guest (nor, in the section, an event): said next to the field, everything typed kept, nothing sent.
    const required = dialog.getByText("Campo obbligatorio");
    await expect(required).toHaveCount(mode === "js" ? 1 : 2);
    await expect(dialog.getByLabel("Quantità")).toHaveValue("3");
    await expect(dialog.getByLabel("VIP", { exact: true })).toBeChecked();
    await expect(dialog.getByLabel("Biglietto per email")).toBeChecked();
    if (mode === "nojs") {
      const eventSelect = dialog.getByRole("combobox", { name: "Evento", exact: true });
      await expect(eventSelect).toHaveAttribute("aria-invalid", "true");
      await pickOption(dialog, "nojs", "Evento", String(event.name), String(event.name));
    }
    expect(await writesOf(requestId)).toEqual([]);
    await choose(dialog, mode, "Ospite", user.surname, guestName);
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(notice(page)).toHaveText("Creato con successo", afterSave);

    const created = await upstreamOne(`/reservations?eventId=${event._id}`);
    expect(created).toMatchObject({
      eventId: event._id,
      discoId: club._id,
      userId: user._id,
      quantity: 3,
      status: "accepted",
      channel: "backoffice",
      tableId: null,
      isGift: false,
      isVip: true,
      isVipTemporary: false,
      hasFreeDrink: true,
      sendTicketViaEmail: true,
    });
    expect(await writesOf(requestId)).toEqual(["POST /reservations"]);
    const code = String(created.code);

    if (mode === "nojs") {
      await page.getByLabel("Cerca", { exact: true }).fill(code);
      await page.getByRole("button", { name: "Applica" }).first().click();
    }
    const line = row(page, code);
    await shows(line, [guestName, "Accettata", "VIP", "Drink gratuito", "Biglietto per email"]);

    await openRowMenu(line);
    await line.getByRole("link", { name: `Modifica ${code}` }).click();
    const edit = page.getByRole("dialog", { name: `Modifica «${code}»` });
    await expect(edit).toBeVisible();
    await ready(page, mode);
    await expect(edit.getByLabel("VIP", { exact: true })).toBeChecked();
    await edit.getByLabel("VIP", { exact: true }).uncheck();
    await edit.getByLabel("Omaggio").check();
    await edit.getByLabel("VIP temporaneo").check();
    await edit.getByRole("button", { name: "Salva" }).click();
    await expect(notice(page)).toHaveText("Salvato con successo", afterSave);
    await shows(line, ["Omaggio", "VIP temporaneo", "Drink gratuito"]);
    expect(await upstreamOne(`/reservations?eventId=${event._id}`)).toMatchObject({
      isGift: true,
      isVip: false,
      isVipTemporary: true,
      hasFreeDrink: true,
      sendTicketViaEmail: true,
      quantity: 3,
      status: "accepted",
    });

    // Its state changes by the transitions of section 4: an accepted reservation can be cancelled, after a question.
    await line.getByRole("link", { name: `Annulla ${code}` }).click();
    const confirm = page.getByRole("dialog", { name: `Annullare ${code}?` });
    await expect(confirm).toBeVisible();
    await ready(page, mode);
    await confirm.getByRole("button", { name: "Annulla" }).click();
    await expect(notice(page)).toHaveText(`Prenotazione ${code} annullata`, afterSave);
    await expect(line).toContainText("Annullata");
    expect((await upstreamOne(`/reservations?eventId=${event._id}`)).status).toBe("cancelled");
    expect(await writesOf(requestId)).toEqual([
      "POST /reservations",
      `PUT /reservations/${created._id}`,
      `PUT /reservations/${created._id}`,
    ]);
  });

  test(`edits a web reservation's flags from the web tab, where none is made (${mode})`, async ({ page }) => {
    test.slow();
    const requestId = await scopeRequests(page);
    const event = await ownEvent(`Web ${mode}`);
    const club = await demoClub();
    const user = await guest();
    const web = await createUpstream<Row>("disco@demo.test", "/reservations", {
      eventId: event._id,
      discoId: club._id,
      userId: user._id,
      channel: "web",
      quantity: 2,
      sendTicketViaEmail: true,
    });
    const code = String(web.code);
    await openTab(page, event, "web-reservations", mode);
    await expect(page.getByRole("link", { name: "Nuovo" })).toHaveCount(0);
    await expect(row(page, code)).toContainText("In attesa");
    await openRowMenu(row(page, code));
    await row(page, code)
      .getByRole("link", { name: `Modifica ${code}` })
      .click();
    const edit = page.getByRole("dialog", { name: `Modifica «${code}»` });
    await expect(edit).toBeVisible();
    await ready(page, mode);
    await edit.getByLabel("Drink gratuito").check();
    await edit.getByLabel("Biglietto per email").uncheck();
    await edit.getByRole("button", { name: "Salva" }).click();
    await expect(notice(page)).toHaveText("Salvato con successo", afterSave);
    await expect(page).toHaveURL(new RegExp(`/events/${event._id}/web-reservations$`));
    await expect(row(page, code)).toContainText("Drink gratuito");
    // The guest's request keeps its channel and state: only what the form holds is sent.
    expect(await upstreamOne(`/reservations?code=${code}`)).toMatchObject({
      channel: "web",
      status: "pending",
      quantity: 2,
      hasFreeDrink: true,
      sendTicketViaEmail: false,
    });
    expect(await writesOf(requestId)).toEqual([`PUT /reservations/${web._id}`]);
    expect((await page.goto(`/events/${event._id}/web-reservations/new`))?.status()).toBe(404);
  });

  test(`puts a reservation at a table, moves it, takes it off, and is refused a full table, also on accepting (${mode})`, async ({
    page,
  }) => {
    test.slow();
    const requestId = await scopeRequests(page);
    const event = await ownEvent(`Sala ${mode}`);
    const club = await demoClub();
    const user = await guest();
    const id = unique();
    const table = (code: string, name: string, maxReservations: number) =>
      createUpstream<Row>("disco@demo.test", "/tables", {
        code: `${code}${id}`,
        name: `${name} ${id}`,
        discoId: club._id,
        maxReservations,
      });
    const [full, roomy, small] = await Promise.all([
      table("P", "Piena", 1),
      table("L", "Larga", 2),
      table("S", "Stretta", 1),
    ]);
    const reservation = (extra: Record<string, unknown>) =>
      createUpstream<Row>("disco@demo.test", "/reservations", {
        eventId: event._id,
        discoId: club._id,
        userId: user._id,
        status: "accepted",
        ...extra,
      });
    await reservation({ tableId: full._id });
    // A request waiting at the full table: it does not hold it, and cannot be accepted there.
    const waiting = await reservation({ tableId: full._id, status: "pending" });
    const moving = await reservation({});
    const code = String(moving.code);
    const label = (record: Row) => `${record.code} ${record.name}`;

    await openTab(page, event, "reservations", mode);
    const line = row(page, code);
    const edit = page.getByRole("dialog", { name: `Modifica «${code}»` });
    const save = async () => {
      await edit.getByRole("button", { name: "Salva" }).click();
      await expect(notice(page)).toHaveText("Salvato con successo", afterSave);
      await expect(edit).toBeHidden();
    };
    const open = async () => {
      await openRowMenu(line);
      await line.getByRole("link", { name: `Modifica ${code}` }).click();
      await expect(edit).toBeVisible();
      await ready(page, mode);
    };

    // Put at a table with room.
    await open();
    await choose(edit, mode, "Tavolo", `Larga ${id}`, label(roomy));
    await save();
    await expect(line).toContainText(`Larga ${id}`);
    expect(await upstreamOne(`/reservations?code=${code}`)).toMatchObject({
      tableId: roomy._id,
      tableName: roomy.name,
    });

    // Moved to a full table: refused next to the field with its capacity and what it holds; nothing sent.
    await open();
    await choose(edit, mode, "Tavolo", `Piena ${id}`, label(full));
    await edit.getByLabel("Omaggio").check();
    await edit.getByRole("button", { name: "Salva" }).click();
    await expect(
      edit.getByText(`Il tavolo ${label(full).replace(" ", " · ")} è al completo: capienza 1, già prenotati 1.`),
    ).toBeVisible();
    await expect(edit.getByLabel("Omaggio")).toBeChecked();
    if (mode === "nojs")
      await expect(edit.getByRole("combobox", { name: "Tavolo", exact: true })).toHaveValue(full._id);
    else await expect(searchBox(edit, "Tavolo")).toHaveValue(label(full));
    expect((await upstreamOne(`/reservations?code=${code}`)).tableId).toBe(roomy._id);

    // Moved to another table with room.
    await choose(edit, mode, "Tavolo", `Stretta ${id}`, label(small));
    await save();
    await expect(line).toContainText(`Stretta ${id}`);
    expect(await upstreamOne(`/reservations?code=${code}`)).toMatchObject({
      tableId: small._id,
      tableName: small.name,
      isGift: true,
    });
    await openTab(page, event, "tables", mode);
    await expect(tile(page, String(small.code))).toContainText("Prenotazioni 1/1");
    await expect(tile(page, String(full.code))).toContainText("Prenotazioni 1/1");
    await expect(tile(page, String(roomy.code))).toContainText("Prenotazioni 0/2");

    // Taken off its table, from the table's detail in the tables tab.
    await tile(page, String(small.code)).click();
    const detail = page.getByRole("dialog");
    await expect(detail.getByRole("heading", { name: `Tavolo ${label(small).replace(" ", " · ")}` })).toBeVisible();
    await detail.getByRole("link", { name: `Modifica ${code}` }).click();
    await expect(edit).toBeVisible();
    await ready(page, mode);
    await clear(edit, mode, "Tavolo");
    await save();
    await expect(line).not.toContainText(`Stretta ${id}`);
    expect(await upstreamOne(`/reservations?code=${code}`)).toMatchObject({ tableId: null, tableName: null });

    // Accepting the request waiting at the full table is refused with the same reason, and nothing is sent.
    await row(page, String(waiting.code))
      .getByRole("button", { name: `Accetta ${waiting.code}` })
      .click();
    await expect(
      page.getByText(`Il tavolo ${label(full).replace(" ", " · ")} è al completo: capienza 1, già prenotati 1.`),
    ).toBeVisible();
    expect((await upstreamOne(`/reservations?code=${waiting.code}`)).status).toBe("pending");
    expect(await writesOf(requestId)).toEqual([
      `PUT /reservations/${moving._id}`,
      `PUT /reservations/${moving._id}`,
      `PUT /reservations/${moving._id}`,
    ]);
  });
}
