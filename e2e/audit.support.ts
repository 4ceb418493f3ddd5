// The audit trail (decision 022), with JavaScript and without: a change made through a record's form shows in that
// record's History with its value before and after; an admin finds it in /audit by filtering and in its CSV; a venue
// account's /audit holds only its venue's entries; a role without the trail gets not-found. Each test changes records
// of its own (a unique name), so the tests run side by side on the shared server and database.
import type { Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { createUpstream, italian, openRowMenu, unique, upstreamRows as upstream } from "./helpers";
import { expect, test } from "./shared-pages";

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

const audit = italian.audit;

async function saveForm(page: Page, field: string, value: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(field, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("status")).toHaveText("Salvato con successo");
}

async function openHistory(page: Page) {
  const history = page.getByTestId("record-history");
  await history.locator("summary").click();
  return history;
}

export function auditSpecs(mode: Mode) {
  test.describe(`the audit trail (${mode})`, () => {
    test.describe("as an admin", () => {
      test.use({ storageState: storageStateOf("admin") });

      test(`a change made in a form shows in the record's History and in /audit, and in its CSV (${mode})`, async ({
        page,
      }) => {
        const name = `Genere ${mode} ${unique()}`;
        const genre = await createUpstream<Row>("admin@demo.test", "/musical-genres", { name, description: "Prima" });
        await page.goto(`/musicalGenres/${genre._id}`);
        // Created outside the back-office: nothing recorded yet.
        await expect((await openHistory(page)).getByText(audit.historyEmpty)).toBeVisible();
        await saveForm(page, "Descrizione", "Dopo");

        await page.goto(`/musicalGenres/${genre._id}`);
        const history = await openHistory(page);
        await expect(history.locator("summary")).toHaveText("Cronologia (1 modifica)");
        const entry = history.getByRole("listitem").first();
        await expect(entry).toContainText("admin@demo.test");
        await expect(entry).toContainText(audit.actions.update);
        await expect(entry.locator("del")).toHaveText("Prima");
        await expect(entry.locator("ins")).toHaveText("Dopo");
        // Only the field that changed, under its form's label (decision 050), never its name in the data.
        await expect(entry.locator("[data-field]")).toHaveText(["Descrizione prima:Prima → dopo:Dopo"]);

        // /audit, filtered by user, record type and action, in the URL.
        await page.goto("/audit");
        await page.getByLabel(audit.columns.user, { exact: true }).fill("admin@demo.test");
        // The filters offer record types and actions in words (decision 035), never the upstream's codes.
        await page.getByLabel(audit.columns.entity, { exact: true }).selectOption({ label: "Genere musicale" });
        await page.getByLabel(audit.columns.action, { exact: true }).selectOption({ label: audit.actions.update });
        await page.getByRole("button", { name: italian.statistics.apply }).click();
        await expect(page).toHaveURL(/user=admin%40demo\.test.*entity=musical-genres.*action=update/);
        // The record is named as the product names it, and opens its own page.
        const row = page.getByRole("row").filter({ hasText: name });
        const record = row.getByRole("link", { name: `Genere musicale ${name}`, exact: true });
        await expect(record).toHaveAttribute("href", `/musicalGenres/${genre._id}`);
        // The field under its form's label.
        await expect(row.getByRole("listitem")).toHaveText(["Descrizione prima:Prima → dopo:Dopo"]);
        await expect(row).toContainText(audit.outcome.ok);
        for (const other of await page.locator("tbody tr").allInnerTexts()) expect(other).toContain("admin@demo.test");

        const href = await page.getByRole("link", { name: italian.list.export }).getAttribute("href");
        const response = await page.request.get(href!);
        expect(response.status()).toBe(200);
        const csv = await response.text();
        const line = csv.split("\r\n").find((text) => text.includes(genre._id));
        expect(line).toContain("admin@demo.test");
        // Words, and the raw codes and ids beside them.
        expect(line).toContain(`;Genere musicale;musical-genres;Genere musicale ${name};${genre._id};`);
        expect(line).toContain(`;${audit.actions.update};update;`);
        expect(line).toContain("Descrizione: Prima → Dopo");
        expect(line).toContain('""field"":""description"",""before"":""Prima"",""after"":""Dopo""');
        await record.click();
        await expect(page).toHaveURL(new RegExp(`/musicalGenres/${genre._id}$`));
        await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);
      });
    });

    test.describe("as a club", () => {
      test.use({ storageState: storageStateOf("disco") });

      test(`sees its own venue's changes and records' History, not the platform's (${mode})`, async ({ page }) => {
        // A table of this test's own (no other test counts the club's tables by their number).
        const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
        const id = unique();
        const table = await createUpstream<Row>("disco@demo.test", "/tables", {
          code: `AU${id}`,
          name: `Tavolo ${id}`,
          area: "Prima",
          maxReservations: 2,
          discoId: club!._id,
        });
        await page.goto(`/tables/${table._id}`);
        await saveForm(page, "Zona", "Dopo");
        await page.goto(`/tables/${table._id}`);
        const entry = (await openHistory(page)).getByRole("listitem").first();
        await expect(entry).toContainText("disco@demo.test");
        await expect(entry.locator("ins")).toHaveText("Dopo");

        // The table's own detail (the floor's dialog) shows the same History.
        await page.goto(`/tables/${table._id}/detail`);
        await expect((await openHistory(page)).getByRole("listitem").first().locator("ins")).toHaveText("Dopo");

        // An order's state change shows in the order's detail.
        const [user] = await upstream("/users?role=user&isEnabled=true&sort=surname,name&limit=1");
        const [event] = await upstream(`/events?discoId=${club!._id}&limit=1`);
        const order = await createUpstream<Row>("disco@demo.test", "/orders", {
          eventId: event!._id,
          discoId: club!._id,
          userId: user!._id,
          token: `AU-${id}`,
          price: 1000,
          quantity: 1,
          status: "paid",
          paymentType: "loco",
          deliveryStatus: "waiting",
        });
        await page.goto(`/orders?q=AU-${id}`);
        await openRowMenu(page.locator("tbody tr").filter({ hasText: `AU-${id}` }));
        await page.getByRole("button", { name: `Consegna AU-${id}`, exact: true }).click();
        await expect(page.getByRole("status")).toBeVisible();
        await page.goto(`/orders/${order._id}/detail`);
        const change = (await openHistory(page)).getByRole("listitem").first();
        // The states in words, as the orders list shows them.
        await expect(change.locator("ins")).toHaveText(italian.deliveryStatuses.delivered);
        await expect(change.locator("del")).toHaveText(italian.deliveryStatuses.waiting);

        await page.goto("/audit?entity=tables");
        const row = page.getByRole("row").filter({ hasText: `Tavolo AU${id} · Tavolo ${id}` });
        await expect(row.getByRole("link", { name: `Tavolo AU${id} · Tavolo ${id}` })).toHaveAttribute(
          "href",
          `/tables/${table._id}`,
        );
        await expect(row.getByRole("listitem")).toHaveText(["Zona prima:Prima → dopo:Dopo"]);
        // No venue filter for a venue: its own is the only one, whatever the URL says.
        await expect(page.getByLabel(audit.columns.venue, { exact: true })).toHaveCount(0);
      });

      test(`reads a reservation's change in words, in Italian and in English, and links to it (${mode})`, async ({
        page,
        sharedPage,
      }) => {
        const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
        const [event] = await upstream(`/events?discoId=${club!._id}&limit=1`);
        const [guest] = await upstream("/users?role=user&isEnabled=true&sort=surname,name&limit=1");
        const guestName = `${String(guest!.name)} ${String(guest!.surname)}`;
        const reservation = await createUpstream<Row & { code: string }>("disco@demo.test", "/reservations", {
          eventId: event!._id,
          discoId: club!._id,
          userId: guest!._id,
          quantity: 1,
          status: "pending",
        });
        // Accepted through the back-office's own confirmation page (spec: pending → accepted).
        await page.goto(`/reservations/${reservation._id}/accept`);
        await page
          .getByRole("dialog")
          .getByRole("button", { name: `Accetta ${reservation.code}`, exact: true })
          .click();
        await expect(page.getByRole("status")).toContainText(reservation.code);

        const recordName = `Prenotazione ${reservation.code} · ${guestName}`;
        await page.goto("/audit?entity=reservations&user=disco%40demo.test");
        // The record-type filter names the type in words.
        await expect(page.getByLabel(audit.columns.entity, { exact: true }).locator("option:checked")).toHaveText(
          "Prenotazione",
        );
        const row = page.getByRole("row").filter({ hasText: recordName });
        await expect(row.getByRole("link", { name: recordName, exact: true })).toHaveAttribute(
          "href",
          `/reservations/${reservation._id}`,
        );
        await expect(row).toContainText(audit.actions.update);
        const status = `${italian.fields.status} prima:${italian.reservationStatuses.pending} → dopo:${italian.reservationStatuses.accepted}`;
        await expect(row.getByRole("listitem")).toHaveText([status]);

        // The same entry for a reader in English (only reading: the worker's page for it, decision 040).
        const englishPage = await sharedPage("disco", { locale: "en-GB" });
        await englishPage.goto("/audit?entity=reservations&user=disco%40demo.test");
        const englishName = `Reservation ${reservation.code} · ${guestName}`;
        const englishRow = englishPage.getByRole("row").filter({ hasText: englishName });
        await expect(englishRow.getByRole("link", { name: englishName, exact: true })).toBeVisible();
        await expect(englishRow).toContainText("Updated");
        await expect(englishRow.getByRole("listitem")).toHaveText(["Status before:Pending → after:Accepted"]);
        await expect(englishPage.getByLabel("Record type", { exact: true }).locator("option:checked")).toHaveText(
          "Reservation",
        );

        // The CSV keeps the spec's state names and the raw ids beside the words.
        const csv = await (await page.request.get("/audit/export.csv?entity=reservations")).text();
        const line = csv.split("\r\n").find((text) => text.includes(reservation._id));
        expect(line).toContain(`;Prenotazione;reservations;${recordName};${reservation._id};`);
        expect(line).toContain(
          `${italian.fields.status}: ${italian.reservationStatuses.pending} → ${italian.reservationStatuses.accepted}`,
        );
        expect(line).toContain('""field"":""status"",""before"":""pending"",""after"":""accepted""');

        await row.getByRole("link", { name: recordName, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/reservations/${reservation._id}$`));
        await expect(page.getByRole("dialog")).toBeVisible();
      });
    });
  });
}

/** Who may not read the trail: the same answers in either mode, so they run once. */
export function auditAccessSpecs() {
  for (const account of ["promoter", "galley"] as const) {
    test.describe(`as ${account}`, () => {
      // Only statuses: asked over HTTP with the account's session, nothing to render (decision 040).
      test("finds neither /audit nor its CSV", async ({ httpAs }) => {
        const http = await httpAs(account);
        expect((await http.get("/audit")).status()).toBe(404);
        expect((await http.get("/audit/export.csv")).status()).toBe(404);
      });
    });
  }

  test.describe("as a collaborator who may edit lists", () => {
    // Only the form's markup: read over HTTP with the collaborator's session, nothing to render (decision 040).
    test("sees no History on a record's form", async ({ httpAs }) => {
      const http = await httpAs("collaboffice");
      const list = await (await http.get("/lists")).text();
      const record = /href="(\/lists\/[0-9a-f]{24})"/.exec(list)?.[1];
      expect(record, "a list on /lists").toBeTruthy();
      const form = await http.get(record!);
      expect(form.status()).toBe(200);
      const html = await form.text();
      expect(html).toContain('role="dialog"');
      expect(html).not.toContain('data-testid="record-history"');
    });
  });

  // The club must not read another venue's entries, whatever its URL asks. Another venue (the demo structure) changes
  // a banner of its own through the back-office; an admin finds the entry, the club does not. The scope is the
  // server's, the same in either mode: run once, every read over HTTP with the account's session (decision 040).
  test("a venue never reads another venue's entries", async ({ sharedPage, httpAs }) => {
    const structure = (await upstream("/users/me", "structure@demo.test")) as unknown as { discoId: string };
    const name = `Banner altrove ${unique()}`;
    const banner = await createUpstream<Row>("structure@demo.test", "/banners", {
      name,
      priority: 5,
      address: "Prima",
      discoId: structure.discoId,
      isEnabled: true,
    });
    // The structure's write goes through its form (the worker's page of the structure, decision 040): to its own new
    // banner, which no other test reads.
    const structurePage = await sharedPage("structure");
    await structurePage.goto(`/banners/${banner._id}`);
    await saveForm(structurePage, "Indirizzo", "Dopo");
    const [structureHttp, admin, club] = await Promise.all([httpAs("structure"), httpAs("admin"), httpAs("disco")]);
    const page = async (http: typeof club, path: string) => {
      const response = await http.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    // The entry exists: the structure and an admin read it.
    expect(await page(structureHttp, "/audit?entity=banners")).toContain(name);
    expect(await page(admin, `/audit?entity=banners&venueId=${structure.discoId}`)).toContain(name);

    // The club asks for the structure's venue by its id, and for banners at large: neither shows the entry.
    for (const path of [`/audit?entity=banners&venueId=${structure.discoId}`, "/audit?entity=banners"]) {
      const html = await page(club, path);
      expect(html, path).toContain("<h1");
      expect(html, path).not.toContain(name);
      expect(html, path).not.toContain(banner._id);
    }
    for (const query of [`venueId=${structure.discoId}`, "entity=banners", `user=structure%40demo.test`]) {
      const csv = await page(club, `/audit/export.csv?${query}`);
      expect(csv, query).not.toContain(banner._id);
      expect(csv, query).not.toContain(name);
    }
  });
}
