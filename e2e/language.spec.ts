// Italian or English by the browser's language, a stored choice that wins, and <html lang> that follows (spec section 1).
import { expect, test } from "@playwright/test";
import { pathIs } from "./helpers";

test.describe("language from the browser", () => {
  test.use({ extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" }, locale: "en-US" });

  test("speaks English to an English browser", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("keeps a chosen language over the browser's", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "it", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
    await expect(page).toHaveURL(pathIs("/login"));
  });
});

test.describe("language for other browsers", () => {
  test.use({ extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" }, locale: "de-DE" });

  test("speaks English to a browser in any other language", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("language for Italian browsers", () => {
  test("speaks Italian, and English once chosen, with the messages in that language", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.getByRole("button", { name: "en", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("Email").fill("admin@demo.test");
    await page.getByLabel("Password").fill("Wrong-pass1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong email or password");
  });
});
