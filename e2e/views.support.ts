// Saved views and the column chooser (decision 024), with JavaScript and without: a venue user chooses the columns of a
// list (kept in the URL, followed by the CSV export), saves the view as shared, and a colleague at the same venue opens
// it from the list's views menu; a user of another venue neither sees it nor changes it. A personal view is renamed
// and deleted from the views page. Each test works on an event of its own, found by its name.
import type { Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, italian, ownEvent, upstreamRows as upstream } from "./helpers";
import { expect, test } from "./shared-pages";

type Mode = "js" | "nojs";

const views = italian.views;
/** The views menu, named "Viste", or "Vista: <name>" once a view is open. */
const viewsMenu = /^Vist[ae]/;
const menu = (page: Page, label: string | RegExp) =>
  page.locator("details", { has: page.locator("summary", { hasText: label }) });
/** The column chooser's checkbox of a column is named as what it does. */
const showColumn = (label: string) => italian.columns.show.replace("{{name}}", label);
const headers = (page: Page) => page.getByRole("table").first().getByRole("columnheader");

async function openEvents(page: Page, mode: Mode, search: string) {
  await page.goto(`/events?${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(italian.sections.events.title);
  if (mode === "js") await hydrated(page);
}

/** Saves the list's current view under a name, first trying without one. */
async function saveView(page: Page, name: string, visibility: "personal" | "shared") {
  await menu(page, viewsMenu).locator("summary").click();
  await page.getByRole("link", { name: views.saveCurrent }).click();
  const dialog = page.getByRole("dialog", { name: views.saveTitle });
  await dialog.getByRole("button", { name: views.save }).click();
  await expect(dialog.getByLabel(views.name)).toHaveAccessibleDescription(italian.validation.required);
  await dialog.getByLabel(views.name).fill(name);
  await dialog.getByRole("radio", { name: new RegExp(`^${views.visibility[visibility]}`) }).check();
  await dialog.getByRole("button", { name: views.save }).click();
  await expect(page.getByRole("status").filter({ hasText: `Vista «${name}» salvata` })).toBeVisible();
}

export function viewsSpecs(mode: Mode) {
  test.describe(`saved views (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test(`chooses columns, saves the view as shared, and a colleague opens it (${mode})`, async ({
      page,
      sharedPage,
    }) => {
      // Three accounts and a dozen pages (the colleague now goes through the views page): more than the default 30 s
      // on a loaded machine.
      test.setTimeout(60_000);
      const event = await ownEvent(`Vista condivisa ${mode}`);
      const name = String(event.name);
      await openEvents(page, mode, "");
      await menu(page, italian.columns.menu).locator("summary").click();
      const chooser = menu(page, italian.columns.menu);
      await chooser.getByRole("checkbox", { name: showColumn(italian.fields.endDate) }).uncheck();
      await chooser.getByRole("checkbox", { name: showColumn(italian.fields.flags) }).uncheck();
      await chooser.getByRole("button", { name: italian.columns.apply }).click();
      await expect(page).toHaveURL(/cols=startDate/);
      // The venue is the club's own: no column repeats it (decision 036), so the chooser does not offer it either.
      const shown = [italian.fields.name, italian.fields.startDate, italian.list.actions];
      await expect(headers(page)).toHaveText(shown);

      // The export writes the view's columns: its template.
      const exportHref = await page.getByRole("link", { name: italian.list.export }).getAttribute("href");
      const csv = await (await page.request.get(exportHref!)).text();
      // Written out, not built with the app's own CSV writer: the byte-order mark, then the two columns the view shows.
      expect(csv).toMatch(/^\uFEFFNome;Inizio\r\n/);

      // A search keeps the chosen columns.
      await page.getByLabel(italian.list.search, { exact: true }).fill(name);
      await page.getByRole("search").getByRole("button", { name: italian.list.apply, exact: true }).click();
      await expect(page).toHaveURL(/\?q=.*cols=startDate/);
      await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
      await expect(headers(page)).toHaveText(shown);

      const viewName = `Serate ${name}`;
      await saveView(page, viewName, "shared");
      await expect(page).toHaveURL(/\/events\?cols=name&cols=startDate&q=/);
      await expect(menu(page, viewsMenu).locator("summary")).toHaveText(`Vista: ${viewName}`);

      // The colleague and the outsider only read (and are refused): the worker's pages of theirs (decision 040).
      const theirs = await sharedPage("eventoffice", { javaScriptEnabled: mode === "js" });
      // The event back-office reads the events list without the desk's tools (decision 030): no views menu and no
      // row actions there. The view shared with it is on its views page, and opens the list with the view's columns.
      await openEvents(theirs, mode, "");
      // Name, start, end, features: the venue is their own, so no column repeats it (decision 036).
      await expect(headers(theirs)).toHaveCount(4);
      await expect(menu(theirs, viewsMenu)).toHaveCount(0);
      await theirs.goto("/views");
      const entry = theirs.getByRole("row").filter({ hasText: viewName });
      const [owner] = await upstream("/users?email=disco@demo.test", "admin@demo.test");
      await expect(entry).toContainText(`${owner!.name} ${owner!.surname}`);
      await entry.getByRole("link", { name: viewName, exact: true }).click();
      await expect(theirs).toHaveURL(/cols=startDate/);
      await expect(headers(theirs)).toHaveText(shown.filter((header) => header !== italian.list.actions));
      await expect(theirs.getByRole("row").filter({ hasText: name })).toBeVisible();

      // A user of another venue does not see it, and cannot delete it: not-found, the view stays.
      const outside = await sharedPage("format");
      await outside.goto("/events");
      await menu(outside, viewsMenu).locator("summary").click();
      await expect(outside.getByRole("link", { name: new RegExp(`^${viewName}`) })).toHaveCount(0);
      await page.goto("/views");
      const href = await page.getByRole("link", { name: `${italian.list.delete} ${viewName}` }).getAttribute("href");
      const refused = await outside.request.post(href!, { form: {}, maxRedirects: 0 });
      expect(refused.status()).toBe(404);
      expect((await outside.goto(href!))?.status()).toBe(404);
      await page.goto("/views");
      await expect(page.getByRole("row").filter({ hasText: viewName })).toContainText(views.visibility.shared);
    });

    test(`renames and deletes a personal view that colleagues never see (${mode})`, async ({ page, sharedPage }) => {
      const event = await ownEvent(`Vista personale ${mode}`);
      const name = String(event.name);
      await openEvents(page, mode, `q=${encodeURIComponent(name)}&sort=-startDate`);
      const first = `Mia ${name}`;
      const second = `Altra ${name}`;
      await saveView(page, first, "personal");
      await openEvents(page, mode, `q=${encodeURIComponent(name)}`);
      await saveView(page, second, "personal");

      const theirs = await sharedPage("eventoffice");
      await theirs.goto("/views");
      await expect(theirs.getByRole("row").filter({ hasText: name })).toHaveCount(0);

      await page.goto("/views");
      if (mode === "js") await hydrated(page);
      await page.getByRole("link", { name: `Modifica la vista ${second}` }).click();
      const dialog = page.getByRole("dialog");
      // A name the user already has on this list is refused next to the field, and what was typed stays.
      await dialog.getByLabel(views.name).fill(first);
      await dialog.getByRole("button", { name: italian.dialog.save }).click();
      await expect(dialog.getByLabel(views.name)).toHaveAccessibleDescription(views.nameTaken);
      await expect(dialog.getByLabel(views.name)).toHaveValue(first);
      await dialog.getByLabel(views.name).fill(`${second} rinominata`);
      await dialog.getByRole("button", { name: italian.dialog.save }).click();
      const row = page.getByRole("row").filter({ hasText: `${second} rinominata` });
      await expect(row).toContainText(views.visibility.personal);
      await expect(row).toContainText(views.you);

      await page.getByRole("link", { name: `${italian.list.delete} ${first}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: italian.list.delete }).click();
      await expect(page.getByRole("status").filter({ hasText: `Vista «${first}» eliminata` })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: first })).toHaveCount(0);

      // The view opens the list as it was saved.
      await page.getByRole("link", { name: `${second} rinominata`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/events\\?q=`));
      await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
    });
  });
}

/** A view's URL carries filters, never reach: opened by a venue user, another venue's filter still shows only theirs. */
export function viewsScopeSpecs() {
  test.describe("a shared view's reach", () => {
    test.use({ storageState: storageStateOf("admin") });

    test("an admin's view filtered on another venue shows a venue user only their own events", async ({
      page,
      sharedPage,
    }) => {
      const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
      const [other] = (await upstream("/events?limit=100", "admin@demo.test")).filter(
        (event) => event.discoId !== club!._id,
      );
      const viewName = `Altro locale ${Date.now()}`;
      await openEvents(page, "js", `discoId=${other!.discoId}`);
      await expect(
        page
          .getByRole("row")
          .filter({ hasText: String(other!.name) })
          .first(),
      ).toBeVisible();
      await saveView(page, viewName, "shared");
      await menu(page, viewsMenu).locator("summary").click();
      const href = await page.getByRole("link", { name: new RegExp(`^${viewName}`) }).getAttribute("href");
      expect(href).toContain(`discoId=${other!.discoId}`);

      // The venue user only reads: the worker's page of theirs (decision 040).
      const theirs = await sharedPage("disco");
      await theirs.goto(href!);
      // Their own events only: the other venue's is not listed (and no venue column repeats their own, decision 036).
      const rows = theirs.getByRole("table").first().locator("tbody tr");
      await expect(rows.first()).toBeVisible();
      await expect(rows.filter({ hasText: String(other!.name) })).toHaveCount(0);
      const own = new Set(
        (await upstream(`/events?discoId=${club!._id}&limit=1000`)).map((event) => String(event.name)),
      );
      for (const name of await rows.locator(":scope > :first-child").allTextContents())
        expect(own.has(name.trim()), name).toBe(true);
    });
  });
}
