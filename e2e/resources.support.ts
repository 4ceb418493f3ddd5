// One resource end to end (musical genres), written once and run with JavaScript on and off.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { armFault, pathIs, scopeRequests, unique } from "./helpers";

async function rowNames(page: Page): Promise<string[]> {
  return page.locator("tbody tr td:first-child").allInnerTexts();
}

export function resourceSpecs(mode: "js" | "nojs") {
  test.use({ storageState: storageStateOf("admin") });

  // On the clubs list, which no other test changes, so two readings of one URL must agree.
  test(`sorts, filters, searches and pages the list, all in the URL (${mode})`, async ({ page, browser }) => {
    await page.goto("/discos?limit=10");
    const range = page.getByTestId("list-range");
    await expect(range).toHaveText("1–10 di 30");
    const ascending = await rowNames(page);
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.localeCompare(b, "it", { sensitivity: "base", numeric: true })),
    );

    await page.getByRole("link", { name: "Nome" }).click();
    await expect(page).toHaveURL(pathIs("/discos?sort=-name&limit=10"));
    await expect(page.locator('th[aria-sort="descending"]')).toHaveText("Nome");
    const descending = await rowNames(page);
    expect(descending).toEqual(
      [...ascending, ...descending]
        .filter((name, index, all) => all.indexOf(name) === index)
        .sort((a, b) => b.localeCompare(a, "it", { sensitivity: "base", numeric: true }))
        .slice(0, 10),
    );

    await page.getByRole("link", { name: "Successiva" }).click();
    await expect(page).toHaveURL(pathIs("/discos?sort=-name&limit=10&page=2"));
    await expect(range).toHaveText("11–20 di 30");
    const secondPage = await rowNames(page);

    // The same URL in another browser shows the same rows.
    const other = await browser.newContext({ storageState: storageStateOf("admin"), javaScriptEnabled: mode === "js" });
    const otherPage = await other.newPage();
    await otherPage.goto(page.url());
    expect(await rowNames(otherPage)).toEqual(secondPage);
    await other.close();

    await page.getByRole("combobox", { name: "Stato" }).selectOption("enabled");
    if (mode === "nojs") await page.getByRole("button", { name: "Applica" }).first().click();
    await expect(page).toHaveURL(pathIs("/discos?status=enabled&sort=-name&limit=10"));
    await expect(page.locator("tbody tr td:nth-child(4)").first()).toHaveText("Attivo");
    // The new rows replace the old ones as a whole once the data arrives: wait for them, then every one is enabled.
    await expect
      .poll(async () => [...new Set(await page.locator("tbody tr td:nth-child(4)").allInnerTexts())])
      .toEqual(["Attivo"]);

    await page.getByLabel("Cerca", { exact: true }).fill("milano");
    await page.getByRole("button", { name: "Applica" }).first().click();
    await expect(page).toHaveURL(pathIs("/discos?q=milano&status=enabled&sort=-name&limit=10"));
    await expect(page.getByLabel("Cerca", { exact: true })).toHaveValue("milano");
    // The URL and the typed search are the same on the page being left (without JavaScript the new document may still
    // be loading): wait for rows that all match, then check them.
    const matches = async () => {
      const names = await rowNames(page);
      const addresses = await page.locator("tbody tr td:nth-child(2)").allInnerTexts();
      return names.map((name, index) => `${name} ${addresses[index]}`.toLowerCase());
    };
    const allMatch = (rows: string[]) => rows.length > 0 && rows.every((row) => row.includes("milano"));
    await expect.poll(async () => allMatch(await matches())).toBe(true);
    const found = await matches();
    expect(found.length).toBeGreaterThan(0);
    found.forEach((row) => expect(row).toContain("milano"));
  });

  test(`creates, edits with an upstream refusal that keeps the typed values, and deletes (${mode})`, async ({
    page,
  }) => {
    // A genre of this test's own: the other project's run of this test, and any repeat, create theirs at the same time.
    const name = `Italo ${mode} ${unique()}`;
    const mine = (text: string) => page.locator("tbody tr").filter({ hasText: text });
    await page.goto("/musicalGenres?sort=-createdAt");
    await page.getByRole("link", { name: "Nuovo" }).click();
    await expect(page).toHaveURL(pathIs("/musicalGenres/new?sort=-createdAt"));
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog.getByText("Campo obbligatorio")).toBeVisible();
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByLabel("Descrizione").fill("Serate anni 80");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page).toHaveURL(pathIs("/musicalGenres?sort=-createdAt"));
    await expect(page.getByRole("status")).toHaveText("Creato con successo");
    await expect(mine(name)).toHaveCount(1);

    // Renaming it to an existing genre: the upstream answers 400 'Duplicate key error'.
    await page.getByRole("link", { name: `Modifica ${name}` }).click();
    await expect(page.getByRole("dialog").getByLabel("Nome")).toHaveValue(name);
    await page.getByRole("dialog").getByLabel("Nome").fill("House");
    await page.getByRole("dialog").getByLabel("Descrizione").fill("Descrizione nuova");
    await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
    // A duplicate genre says so next to its name (the spec's collaborator words belong to the collaborator forms).
    await expect(page.getByRole("dialog").getByLabel("Nome")).toHaveAccessibleDescription(
      "Esiste già un elemento con questo nome.",
    );
    await expect(page.getByRole("dialog")).not.toContainText("Utente già associato a questo ruolo");
    await expect(page.getByRole("dialog").getByLabel("Nome")).toHaveValue("House");
    await expect(page.getByRole("dialog").getByLabel("Descrizione")).toHaveValue("Descrizione nuova");

    await page.getByRole("dialog").getByLabel("Nome").fill(`${name} bis`);
    await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Salvato con successo");
    await expect(mine(`${name} bis`)).toHaveCount(1);

    await page.getByRole("link", { name: `Elimina ${name} bis` }).click();
    await expect(page.getByRole("dialog")).toContainText("Vuoi davvero eliminare questo elemento?");
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page).toHaveURL(pathIs("/musicalGenres?sort=-createdAt"));
    await expect(page.getByRole("status")).toHaveText("Eliminato con successo");
    await expect(page.locator("tbody")).not.toContainText(`${name} bis`);
  });

  test(`keeps the dialog and the typed values when the upstream fails on save (${mode})`, async ({ page }) => {
    // The fault reaches only this test's requests: the other tests saving genres meanwhile are not failed by it.
    const requestId = await scopeRequests(page);
    await page.goto("/musicalGenres/new");
    await page.getByRole("dialog").getByLabel("Nome").fill("Tentativo");
    await armFault(requestId, { method: "POST", path: "/musical-genres", type: "500", times: 1 });
    await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("dialog").getByRole("alert")).toContainText("non è raggiungibile");
    await expect(page.getByRole("dialog").getByLabel("Nome")).toHaveValue("Tentativo");
  });
}
