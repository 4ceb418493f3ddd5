// Accessibility: axe finds no serious or critical violation on the login page, a list, a form
// dialog, the event workspace and the sidebar on a small screen, in Italian and in English (so every control has a
// label in both languages), in the light and the dark theme (decision 020: the contrast of WCAG AA in both); every
// dialog keeps the focus inside while open and gives it back on close.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { hydrated } from "./helpers";
import { expect, test } from "./shared-pages";

// axe walks the whole page: give it room on a machine the other suites keep busy.
test.describe.configure({ timeout: 90_000 });

async function expectNoSeriousViolations(page: Page, what: string) {
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(serious, what).toEqual([]);
}

/** No control is named by a raw translation key (a label missing in that language shows its key). */
async function expectTranslatedNames(page: Page) {
  const names = await page
    .locator("input:not([type=hidden]), select, textarea, button, a[href]")
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("aria-label") ?? (element as HTMLElement).innerText ?? ""),
    );
  expect(names.filter((name) => /^[a-z]+(\.[a-zA-Z0-9_-]+)+$/.test(name.trim()))).toEqual([]);
}

// Each theme once and each language once: contrast depends on the theme, names on the language; the four
// combinations took twice the time for no check the two do not make.
for (const [language, colorScheme] of [
  ["it", "light"],
  ["en", "dark"],
] as const) {
  test.describe(`in ${language === "it" ? "Italian" : "English"}, ${colorScheme} theme`, () => {
    // Every check here only navigates and reads: one page per account, language and screen for the worker (decision
    // 040), so the scripts are compiled once rather than in a cold context per test.
    const context = {
      colorScheme,
      locale: language === "it" ? "it-IT" : "en-GB",
      extraHTTPHeaders: { "Accept-Language": language === "it" ? "it-IT,it;q=0.9" : "en-GB,en;q=0.9" },
    };
    const phone = { ...context, viewport: { width: 390, height: 844 } };

    test("the login page", async ({ sharedPage }) => {
      const page = await sharedPage("signed-out", context);
      await page.goto("/login");
      await expectNoSeriousViolations(page, "login");
      await expectTranslatedNames(page);
    });

    test.describe("signed in as admin", () => {
      test("a list and its form dialog", async ({ sharedPage }) => {
        const page = await sharedPage("admin", context);
        await page.goto("/musicalGenres");
        await expectNoSeriousViolations(page, "list");
        await expectTranslatedNames(page);
        await page.goto("/musicalGenres/new");
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousViolations(page, "form dialog");
        await expectTranslatedNames(page);
      });

      test("the promoter ledger and one promoter's nights", async ({ sharedPage }) => {
        const page = await sharedPage("admin", context);
        await page.goto("/promoters");
        await expect(page.getByRole("rowheader").first()).toBeVisible();
        await expectNoSeriousViolations(page, "promoter ledger");
        await expectTranslatedNames(page);
        await page.getByRole("rowheader").getByRole("link").first().click();
        await expect(page).toHaveURL(/\/promoters\/[\w-]+/);
        await expectNoSeriousViolations(page, "promoter nights");
      });

      test("the audit trail", async ({ sharedPage }) => {
        const page = await sharedPage("admin", context);
        await page.goto("/audit");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, "audit trail");
        await expectTranslatedNames(page);
      });
    });

    test.describe("signed in as a venue", () => {
      test("the event workspace", async ({ sharedPage }) => {
        const page = await sharedPage("disco", context);
        await page.goto("/events");
        await page.locator("tbody tr a").first().click();
        await expect(page).toHaveURL(/\/events\/[0-9a-f]{24}\//);
        await expectNoSeriousViolations(page, "event workspace");
        await expectTranslatedNames(page);
        await page.getByRole("link", { name: language === "it" ? "Biglietti" : "Tickets", exact: true }).click();
        await expect(page).toHaveURL(/\/ticket-releases/);
        await expectNoSeriousViolations(page, "event ticket releases");
      });

      test("an event's reservation and table forms", async ({ sharedPage }) => {
        const page = await sharedPage("disco", context);
        await page.goto("/events");
        await page.locator("tbody tr a").first().click();
        await expect(page).toHaveURL(/\/events\/[0-9a-f]{24}\//);
        const event = new URL(page.url()).pathname.split("/").slice(0, 3).join("/");
        for (const form of ["reservations/new", "tables/new"]) {
          await page.goto(`${event}/${form}`);
          await expect(page.getByRole("dialog")).toBeVisible();
          await expectNoSeriousViolations(page, form);
          await expectTranslatedNames(page);
        }
      });

      test("the floor of a night and a table's detail, on a phone", async ({ sharedPage }) => {
        const page = await sharedPage("disco", phone);
        await page.goto("/events");
        await page.locator("tbody tr a").first().click();
        await expect(page).toHaveURL(/\/events\/[0-9a-f]{24}\//);
        const event = new URL(page.url()).pathname.split("/").slice(0, 3).join("/");
        await page.goto(`${event}/tables`);
        await expect(page.getByTestId("table-tile").first()).toBeVisible();
        await expectNoSeriousViolations(page, "floor");
        await expectTranslatedNames(page);
        await page.locator("[data-testid=table-tile][data-state=booked]").first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousViolations(page, "table detail");
        await expectTranslatedNames(page);
      });

      test("the door of a night, with guests found, on a phone", async ({ sharedPage }) => {
        const page = await sharedPage("disco", phone);
        await page.goto("/events");
        await page.locator("tbody tr a").first().click();
        await expect(page).toHaveURL(/\/events\/[0-9a-f]{24}\//);
        const event = new URL(page.url()).pathname.split("/").slice(0, 3).join("/");
        await page.goto(`${event}/door?q=R-`);
        await expect(page.getByRole("article").first()).toBeVisible();
        await expectNoSeriousViolations(page, "door");
        await expectTranslatedNames(page);
      });

      test("the support inbox, a waiting chat, an active chat and the new chat dialog", async ({ sharedPage }) => {
        const page = await sharedPage("disco", context);
        const statuses = language === "it" ? ["In attesa", "Attiva"] : ["Waiting", "Active"];
        await page.goto("/chats");
        await expectNoSeriousViolations(page, "inbox");
        await expectTranslatedNames(page);
        for (const status of statuses) {
          await page.goto("/chats");
          await page.getByRole("link", { name: status, exact: true }).click();
          await page.getByTestId("chat-row").first().getByRole("link").click();
          await expect(page).toHaveURL(/\/chats\/[0-9a-f]{24}/);
          await expect(page.getByRole("log")).toBeVisible();
          await expectNoSeriousViolations(page, `a chat: ${status}`);
          await expectTranslatedNames(page);
        }
        await page.goto("/chats/new");
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousViolations(page, "new chat dialog");
        await expectTranslatedNames(page);
      });

      test("the sidebar on a small screen", async ({ sharedPage }) => {
        const page = await sharedPage("disco", phone);
        await page.goto("/events");
        await hydrated(page);
        await page
          .getByRole("button", { name: language === "it" ? "Apri il menu" : "Open the menu" })
          .or(page.getByRole("link", { name: language === "it" ? "Apri il menu" : "Open the menu" }))
          .click();
        await expect(page.getByTestId("sidebar-menu")).toBeVisible();
        await expectNoSeriousViolations(page, "small-screen sidebar");
      });
    });
  });
}

test.describe("dialogs keep and give back the focus", () => {
  test("the form dialog traps Tab and Shift+Tab and returns the focus to what opened it", async ({ sharedPage }) => {
    const page = await sharedPage("admin");
    await page.goto("/musicalGenres");
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Nuovo" });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByLabel("Nome")).toBeFocused();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(opener).toBeFocused();
  });

  test("the confirm dialog traps the focus and returns it to the row's delete link", async ({ sharedPage }) => {
    const page = await sharedPage("admin");
    await page.goto("/musicalGenres");
    await hydrated(page);
    const opener = page
      .locator("tbody tr")
      .first()
      .getByRole("link", { name: /^Elimina / });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Vuoi davvero eliminare questo elemento?", { timeout: 20_000 });
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(opener).toBeFocused();
  });
});
