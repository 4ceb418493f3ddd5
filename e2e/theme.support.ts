// The dark theme (decision 020), with JavaScript and without: the device's setting is followed until a theme is
// chosen in the profile menu; the choice is kept from page to page, and "Device" forgets it.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated } from "./helpers";

type Mode = "js" | "nojs";

// The page's background (slate-50 in the light theme, its mirror slate-950 in the dark one).
const lightPage = "rgb(248, 250, 252)";
const darkPage = "rgb(2, 6, 23)";

async function pageBackground(page: Page) {
  return page.locator("html").evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function chooseTheme(page: Page, mode: Mode, name: string) {
  if (mode === "js") await hydrated(page);
  await page.locator("header summary").click();
  const choice = page.getByRole("group", { name: "Tema" }).getByRole("button", { name, exact: true });
  await choice.click();
  await expect(page.getByRole("group", { name: "Tema" })).toBeHidden();
}

export function themeSpecs(mode: Mode) {
  test.describe(`the theme (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test.describe("on a light device", () => {
      test.use({ colorScheme: "light" });

      test(`is light, dark once chosen in the profile menu and on the next pages, then the device's again (${mode})`, async ({
        page,
      }) => {
        await page.goto("/events");
        expect(await pageBackground(page)).toBe(lightPage);
        await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);

        await chooseTheme(page, mode, "Scuro");
        await expect(page).toHaveURL(/\/events$/);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        expect(await pageBackground(page)).toBe(darkPage);
        // Text is light on the dark page: the heading is the mirror of slate-900.
        await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(248, 250, 252)");

        await page.goto("/products");
        expect(await pageBackground(page)).toBe(darkPage);
        await page.locator("header summary").click();
        await expect(
          page.getByRole("group", { name: "Tema" }).getByRole("button", { name: "Scuro", exact: true }),
        ).toHaveAttribute("aria-pressed", "true");
        await page.locator("header summary").click();

        await chooseTheme(page, mode, "Dispositivo");
        await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
        expect(await pageBackground(page)).toBe(lightPage);
      });
    });

    test.describe("on a dark device", () => {
      test.use({ colorScheme: "dark" });

      test(`is dark without a choice, and light once chosen (${mode})`, async ({ page }) => {
        await page.goto("/events");
        expect(await pageBackground(page)).toBe(darkPage);
        await chooseTheme(page, mode, "Chiaro");
        await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
        expect(await pageBackground(page)).toBe(lightPage);
        await page.reload();
        expect(await pageBackground(page)).toBe(lightPage);
      });
    });
  });
}
