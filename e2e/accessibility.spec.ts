// Accessibility: axe finds no serious or critical violation on the login page, a list, a form dialog, the audit trail,
// an event's forms, floor and door, the support chats and the sidebar on a small screen, in Italian and in English (so
// every control has a label in both languages), in the light and the dark theme (decision 020: the contrast of WCAG AA
// in both); every dialog keeps the focus inside while open and gives it back on close. Pages whose content the scripts
// leave as the server drew it (the promoter ledger, an event's workspace) are checked as drawn on the server, without
// the app's scripts (server-drawn.ts); every state of a list's rows is in row-states.spec.ts.
//
// Each test reads its pages in both languages on one page of the worker's (decision 040): the language and the theme
// are cookies (the user's choices in the header), set before each reading, so the scripts are compiled once and no
// second context is made. Italian is read in the light theme and English in the dark one: names depend on the language
// and contrast on the theme, and the four combinations took twice the time for no check the two do not make. The page
// around a signed-in page's content (header, sidebar) is the same on every page: it is checked whole once per account
// and screen (the genres list, the inbox, the floor, the open sidebar), and only the content (`main`, where dialogs
// open too) elsewhere.
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations, expectTranslatedNames, readings, type Reading } from "./axe";
import { hydrated } from "./helpers";
import { firstEventOf, setReading } from "./readings";
import { expect, test, unfoldNoscript } from "./server-drawn";

// axe walks each page in two languages: give it room on a machine the other suites keep busy.
test.describe.configure({ timeout: 180_000 });

/** The page, hydrated, passes axe (whole, or only its content) and names every control in words. */
async function expectAccessible(page: Page, what: string, scope: "whole" | "content" = "content") {
  await hydrated(page);
  await expectNoSeriousViolations(page, what, scope === "content" ? "main" : undefined);
  await expectTranslatedNames(page);
}

/** Runs the steps in each reading, the page switched to its language and theme first. */
async function inEachReading(
  page: Page,
  steps: (reading: Reading, say: (it: string, en: string) => string) => Promise<void>,
) {
  for (const reading of readings) {
    await setReading(page, reading);
    await steps(reading, (it, en) => (reading.language === "it" ? it : en));
  }
}

const desk = { colorScheme: "no-preference" } as const;
const phone = { ...desk, viewport: { width: 390, height: 844 } };

test("the login page", async ({ sharedPage }) => {
  const page = await sharedPage("signed-out", desk);
  await inEachReading(page, async (reading) => {
    await page.goto("/login");
    await expectAccessible(page, `login (${reading.language})`, "whole");
  });
});

test.describe("signed in as admin", () => {
  test("a list and its form dialog", async ({ sharedPage }) => {
    const page = await sharedPage("admin", desk);
    await inEachReading(page, async (reading) => {
      await page.goto("/musicalGenres");
      await expectAccessible(page, `list (${reading.language})`, "whole");
      await page.goto("/musicalGenres/new");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, `form dialog (${reading.language})`);
    });
  });

  test("the audit trail", async ({ sharedPage }) => {
    const page = await sharedPage("admin", desk);
    await inEachReading(page, async (reading) => {
      await page.goto("/audit");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `audit trail (${reading.language})`);
    });
  });
});

test.describe("signed in as a venue", () => {
  test("an event's reservation and table forms", async ({ sharedPage, httpAs }) => {
    const event = await firstEventOf(await httpAs("disco"));
    const page = await sharedPage("disco", desk);
    await inEachReading(page, async (reading) => {
      for (const form of ["reservations/new", "tables/new"]) {
        await page.goto(`${event}/${form}`);
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectAccessible(page, `${form} (${reading.language})`);
      }
    });
  });

  test("the floor of a night and a table's detail, on a phone", async ({ sharedPage, httpAs }) => {
    const event = await firstEventOf(await httpAs("disco"));
    const page = await sharedPage("disco", phone);
    await inEachReading(page, async (reading) => {
      await page.goto(`${event}/tables`);
      await expect(page.getByTestId("table-tile").first()).toBeVisible();
      await expectAccessible(page, `floor (${reading.language})`, "whole");
      await page.locator("[data-testid=table-tile][data-state=booked]").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, `table detail (${reading.language})`);
    });
  });

  test("the door of a night, with guests found, on a phone", async ({ sharedPage, httpAs }) => {
    const event = await firstEventOf(await httpAs("disco"));
    const page = await sharedPage("disco", phone);
    await inEachReading(page, async (reading) => {
      await page.goto(`${event}/door?q=R-`);
      await expect(page.getByRole("article").first()).toBeVisible();
      await expectAccessible(page, `door (${reading.language})`);
    });
  });

  test("the support inbox, a waiting chat, an active chat and the new chat dialog", async ({ sharedPage }) => {
    const page = await sharedPage("disco", desk);
    await inEachReading(page, async (reading) => {
      await page.goto("/chats");
      await expectAccessible(page, `inbox (${reading.language})`, "whole");
      for (const status of ["waiting", "active"]) {
        await page.goto(`/chats?status=${status}`);
        await page.getByTestId("chat-row").first().getByRole("link").click();
        await expect(page).toHaveURL(/\/chats\/[0-9a-f]{24}/);
        await expect(page.getByRole("log")).toBeVisible();
        await expectAccessible(page, `a chat: ${status} (${reading.language})`);
      }
      await page.goto("/chats/new");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, `new chat dialog (${reading.language})`);
    });
  });

  test("the sidebar on a small screen", async ({ sharedPage }) => {
    const page = await sharedPage("disco", phone);
    await inEachReading(page, async (reading, say) => {
      await page.goto("/events");
      await hydrated(page);
      const opener = say("Apri il menu", "Open the menu");
      await page
        .getByRole("button", { name: opener })
        .or(page.getByRole("link", { name: opener }))
        .click();
      await expect(page.getByTestId("sidebar-menu")).toBeVisible();
      await expectNoSeriousViolations(page, `small-screen sidebar (${reading.language})`);
    });
  });
});

test.describe("drawn on the server", () => {
  /** The page's content, as a browser without scripts draws it, passes axe and names every control in words. */
  async function expectAccessibleContent(page: Page, what: string) {
    await unfoldNoscript(page);
    await expectNoSeriousViolations(page, what, "main");
    await expectTranslatedNames(page);
  }

  test("the promoter ledger and one promoter's nights", async ({ serverDrawnPage }) => {
    for (const reading of readings) {
      const page = await serverDrawnPage("admin", reading);
      await page.goto("/promoters");
      await expect(page.getByRole("rowheader").first()).toBeVisible();
      await expectAccessibleContent(page, `promoter ledger (${reading.language})`);
      await page.getByRole("rowheader").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/promoters\/[\w-]+/);
      await expectAccessibleContent(page, `promoter nights (${reading.language})`);
    }
  });

  test("the event workspace and its ticket releases", async ({ serverDrawnPage, httpAs }) => {
    const event = await firstEventOf(await httpAs("disco"));
    for (const reading of readings) {
      const page = await serverDrawnPage("disco", reading);
      await page.goto(`${event}/`);
      await expectAccessibleContent(page, `event workspace (${reading.language})`);
      await page.goto(`${event}/ticket-releases`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessibleContent(page, `event ticket releases (${reading.language})`);
    }
  });
});

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
