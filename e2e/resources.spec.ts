import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { pathIs } from "./helpers";
import { resourceSpecs } from "./resources.support";

test.describe("musical genres with JavaScript", () => {
  resourceSpecs("js");

  test("closes the dialog with Esc back to the list and its filters", async ({ page }) => {
    await page.goto("/musicalGenres?q=house");
    await page.getByRole("link", { name: "Nuovo" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Nome")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(pathIs("/musicalGenres?q=house"));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("exports the filtered list as CSV with headers in the user's language", async ({ page }) => {
    await page.goto("/musicalGenres?q=house&sort=name");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Esporta CSV" }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const lines = text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Nome,Descrizione,Creato il");
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1).every((line) => /house/i.test(line))).toBe(true);
  });
});

test.describe("musical genres for other roles", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("answer not-found to a disco, for the list, a record and a save", async ({ page, request }) => {
    expect((await page.goto("/musicalGenres"))?.status()).toBe(404);
    expect((await page.goto("/musicalGenres/new"))?.status()).toBe(404);
    const response = await page.request.post("/musicalGenres/new", { form: { name: "Intruso" }, maxRedirects: 0 });
    expect(response.status()).toBe(404);
    void request;
  });
});
