import { storageStateOf } from "./accounts";
import {
  armFault,
  createUpstream,
  csvTable,
  hydrated,
  openRowMenu,
  pathIs,
  scopeRequests,
  searchBox,
  unique,
} from "./helpers";
import { resourceSpecs } from "./resources.support";
import { expect, test } from "./shared-pages";

test.describe("musical genres with JavaScript", () => {
  resourceSpecs("js");

  test("closes the dialog with Esc back to the list and its filters", async ({ page }) => {
    await page.goto("/musicalGenres?q=house");
    await hydrated(page);
    await page.getByRole("link", { name: "Nuovo" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Nome")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(pathIs("/musicalGenres?q=house"));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("keeps the delete confirmation open, without a message, when the upstream refuses", async ({ page }) => {
    const requestId = await scopeRequests(page);
    await page.goto("/musicalGenres?q=techno");
    await hydrated(page);
    await page.getByRole("link", { name: "Elimina Techno", exact: true }).click();
    await armFault(requestId, { method: "DELETE", path: "/musical-genres", type: "500", times: 1 });
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Elimina" })).toBeEnabled();
    await expect(page.getByRole("dialog")).toContainText("Vuoi davvero eliminare questo elemento?");
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveCount(0);
    await page.goto("/musicalGenres?q=techno");
    await expect(page.locator("tbody")).toContainText("Techno");
  });

  test("exports the filtered list as CSV with headers in the user's language", async ({ page }) => {
    await page.goto("/musicalGenres?q=house&sort=name");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Esporta CSV" }).click();
    const file = await download;
    const text = await (
      await file.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString("utf8"));
    // As an Italian spreadsheet opens it: UTF-8 with a BOM, `;` between cells, dates as the list shows them.
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = csvTable(text);
    expect(header).toEqual(["Nome", "Descrizione", "Creato il"]);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.length === 3 && /house/i.test(row.join(" ")))).toBe(true);
    expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4}/.test(row[2]!))).toBe(true);
  });
});

test.describe("exports a spreadsheet opens right", () => {
  // Only an HTTP answer to read: no page to draw (decision 040).
  for (const [language, separator, amount] of [
    ["it-IT,it;q=0.9", ";", /^\d+,\d{2}$/],
    ["en-GB,en;q=0.9", ",", /^\d+\.\d{2}$/],
  ] as const) {
    test(`orders in ${language.slice(0, 2)}: '${separator}' between cells, amounts and dates in its conventions`, async ({
      httpAs,
    }) => {
      const response = await (
        await httpAs("admin")
      ).get("/orders/export.csv?sort=-createdAt", {
        headers: { "Accept-Language": language },
      });
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = csvTable(text, separator);
      expect(rows.length).toBeGreaterThan(5);
      // One value per cell: every row has the header's cells.
      expect(rows.filter((row) => row.length !== header!.length)).toEqual([]);
      const cells = rows.flat();
      expect(cells.some((cell) => amount.test(cell))).toBe(true);
      // No raw ISO instant: times as spec section 9 writes them, in the venue's zone.
      expect(cells.filter((cell) => /^\d{4}-\d{2}-\d{2}T/.test(cell))).toEqual([]);
    });
  }
});

test.describe("musical genres for other roles", () => {
  // Only statuses: asked over HTTP with the venue's session, nothing to render (decision 040).
  test("answer not-found to a disco, for the list, a record and a save", async ({ httpAs }) => {
    const http = await httpAs("disco");
    expect((await http.get("/musicalGenres")).status()).toBe(404);
    expect((await http.get("/musicalGenres/new")).status()).toBe(404);
    const response = await http.post("/musicalGenres/new", { form: { name: "Intruso" }, maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

test.describe("selects over other entities", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("search the server as the user types, and post the chosen record's id", async ({ page }) => {
    // A name of this test's own, so a repeat of it finds one gallery to open.
    const name = `Foto opening Villa ${unique()}`;
    await page.goto("/galleries/new");
    await hydrated(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByLabel("Ordine").fill("3");
    const venue = searchBox(dialog, "Locale");
    await venue.fill("villa notte");
    await page.getByRole("option", { name: "Villa Notte Roma" }).click();
    await expect(venue).toHaveValue("Villa Notte Roma");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Creato con successo");

    await page.goto(`/galleries?q=${encodeURIComponent(name)}`);
    await hydrated(page);
    await page.getByRole("link", { name: `Modifica ${name}`, exact: true }).click();
    await expect(searchBox(page.getByRole("dialog"), "Locale")).toHaveValue("Villa Notte Roma");
  });

  test("says when nothing matches", async ({ page }) => {
    await page.goto("/galleries/new");
    await hydrated(page);
    await searchBox(page.getByRole("dialog"), "Locale").fill("zzzz nessuno");
    await expect(page.getByText("Nessuna opzione disponibile")).toBeVisible();
  });
});

test.describe("dates", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("pick a day from a calendar whose weeks start on Monday, saved and shown as dd/MM/yyyy", async ({ page }) => {
    await page.goto("/users?q=santoro");
    await hydrated(page);
    await openRowMenu(page.locator("tbody tr").first());
    await page
      .getByRole("link", { name: /^Modifica / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    const birthDate = dialog.getByLabel("Data di nascita");
    await birthDate.fill("15/06/1995");
    await dialog.getByRole("button", { name: "Apri il calendario" }).first().click();
    const calendar = page.locator("[data-headlessui-state~='open'], [id^='headlessui-popover-panel']").last();
    await expect(calendar.locator(".grid-cols-7").first().locator("span").first()).toHaveText(/^lu/);
    await expect(calendar.getByText("giugno 1995")).toBeVisible();
    await calendar.getByRole("button", { name: /20 giugno 1995/ }).click();
    await expect(birthDate).toHaveValue("20/06/1995");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Salvato con successo");
    await openRowMenu(page.locator("tbody tr").first());
    await page
      .getByRole("link", { name: /^Modifica / })
      .first()
      .click();
    await expect(page.getByRole("dialog").getByLabel("Data di nascita")).toHaveValue("20/06/1995");
  });
});

test.describe("collaborators", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("adds a user to the venue with a role, and says so when the user already holds it", async ({ page }) => {
    // A user of this test's own: a seeded one would already hold the role when the test runs again (--repeat-each).
    const surname = `Collaboratrice ${unique()}`;
    await createUpstream("admin@demo.test", "/users", {
      email: `${surname.replace(" ", ".").toLowerCase()}@example.test`,
      password: "Demo-pass1",
      name: "Noemi",
      surname,
      role: "user",
      isEnabled: true,
    });
    const add = async () => {
      await page.goto("/collaborators/new");
      await hydrated(page);
      const dialog = page.getByRole("dialog");
      // The venue is the disco's own: the form does not ask for it.
      await expect(dialog.getByLabel("Locale")).toHaveCount(0);
      await searchBox(dialog, "Utente").fill(surname);
      await page.getByRole("option", { name: `Noemi ${surname}` }).click();
      await dialog.getByLabel("Ruolo").selectOption("bartender");
      await dialog.getByRole("button", { name: "Salva" }).click();
    };
    await add();
    await expect(page.getByRole("status")).toHaveText("Creato con successo");
    await add();
    await expect(page.getByRole("dialog").getByLabel("Ruolo")).toHaveAccessibleDescription(
      "Utente già associato a questo ruolo",
    );
  });
});
