// Row actions never out of sight (decision 036): at a 1280×800 desk every list of the app keeps each row's
// actions inside the screen and inside the table's box, not covered by anything, without scrolling sideways; the event
// workspace shows every one of its tabs. The lists are the app's own routes (route-manifest.ts): every signed-in page
// without a record in its URL, and every tab of an event, each opened by the admin where the admin may, else by the
// first venue account that may (e2e/expected-access.ts) — a route none of them opens fails the suite.
import type { Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { listPatterns, readerOf } from "./list-pages";
import { eventTabs } from "../app/core/access/permissions";
import { italian, upstreamRows } from "./helpers";
import { expect, test } from "./shared-pages";

const desk = { width: 1280, height: 800 };

type Offender = { row: string; control: string; why: string };

/**
 * Each row's actions (the controls of its last cell, a folded menu's button among them) whole inside the screen and
 * the table's box, and the topmost thing at their centre: what a user sees without scrolling sideways.
 */
async function actionsOutOfSight(page: Page): Promise<{ rows: number; offenders: Offender[] }> {
  return page.evaluate(() => {
    const offenders: Offender[] = [];
    let rows = 0;
    for (const table of document.querySelectorAll("table")) {
      const box = (table.closest("[class*='overflow-x']") ?? table).getBoundingClientRect();
      for (const row of table.querySelectorAll(":scope > tbody > tr")) {
        const cell = row.lastElementChild;
        if (!cell) continue;
        const controls = [...cell.querySelectorAll("a, button, summary, input:not([type=hidden]), select")].filter(
          (control) => control.getBoundingClientRect().width > 0 && !control.closest("details:not([open]) > div"),
        );
        if (controls.length === 0) continue;
        rows += 1;
        for (const control of controls) {
          const rect = control.getBoundingClientRect();
          const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim();
          const left = Math.max(0, box.left);
          const right = Math.min(window.innerWidth, box.right);
          let why = "";
          if (rect.left < left - 1 || rect.right > right + 1)
            why = `spans ${rect.left}–${rect.right}, box ${left}–${right}`;
          else {
            const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            if (rect.top >= 0 && rect.bottom <= window.innerHeight && top && !control.contains(top))
              why = `covered by ${top.tagName.toLowerCase()}`;
          }
          if (why) offenders.push({ row: (row.textContent ?? "").trim().slice(0, 40), control: name, why });
        }
      }
    }
    return { rows, offenders };
  });
}

test("the suite knows who opens every list", () => {
  expect(listPatterns.length).toBeGreaterThan(40);
  expect(listPatterns.filter((pattern) => !readerOf(pattern))).toEqual([]);
});

test.describe("at a 1280×800 desk", () => {
  // One test per route, each on its reader's desk page, kept by the worker from one route to the next.
  let eventId = "";
  test.beforeAll(async () => {
    // An event with reservations, so its tabs have rows.
    const [reservation] = await upstreamRows("/reservations?limit=1&sort=-createdAt");
    eventId = String(reservation!.eventId);
  });

  for (const pattern of listPatterns) {
    test(`${pattern}: every row's actions are in sight`, async ({ sharedPage }) => {
      const account = readerOf(pattern)!;
      const page = await sharedPage(account, { viewport: desk });
      const url = pattern.replace(":id", eventId);
      const response = await page.goto(url);
      expect(response?.status(), `${account} opens ${url}`).toBe(200);
      await expect(page.locator("h1, h2").first()).toBeVisible();
      const { offenders } = await actionsOutOfSight(page);
      expect(offenders, `${url} as ${account}`).toEqual([]);
      // Nothing widens the page itself: a wide table scrolls in its own box.
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(desk.width);
    });
  }

  test("the widest lists have rows with actions, and each has them in sight", async ({ sharedPage }) => {
    for (const [account, url] of [
      ["admin", "/reservations"],
      ["admin", "/users"],
      ["admin", "/orders"],
      ["disco", "/products"],
      ["admin", "/product-templates"],
    ] as const) {
      const page = await sharedPage(account, { viewport: desk });
      await page.goto(url);
      await expect(page.locator("tbody tr").first()).toBeVisible();
      const { rows, offenders } = await actionsOutOfSight(page);
      expect(rows, `${url} has rows with actions`).toBeGreaterThan(0);
      expect(offenders, url).toEqual([]);
    }
  });

  test("a row with many actions folds the rest into its menu, which opens in place and reaches them", async ({
    sharedPage,
  }) => {
    const page = await sharedPage("admin", { viewport: desk });
    await page.goto("/reservations?status=pending");
    const row = page.locator("tbody tr").first();
    const code = (await row.locator("td").nth(1).innerText()).trim();
    // Accept stays in sight; reject and edit are in the menu.
    await expect(row.getByRole("button", { name: `Accetta ${code}`, exact: true })).toBeVisible();
    const edit = row.getByRole("link", { name: `Modifica ${code}`, exact: true });
    await expect(edit).toBeHidden();
    await row.locator("summary").click();
    await expect(edit).toBeVisible();
    await expect(row.getByRole("link", { name: `Rifiuta ${code}`, exact: true })).toBeVisible();
    expect((await actionsOutOfSight(page)).offenders).toEqual([]);
    await edit.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the row menu works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      storageState: storageStateOf("admin"),
      viewport: desk,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/reservations?status=pending");
    const row = page.locator("tbody tr").first();
    const code = (await row.locator("td").nth(1).innerText()).trim();
    await row.locator("summary").click();
    await row.getByRole("link", { name: `Rifiuta ${code}`, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await context.close();
  });

  test("the event workspace shows every one of its tabs", async ({ sharedPage }) => {
    const page = await sharedPage("admin", { viewport: desk });
    await page.goto(`/events/${eventId}/reservations`);
    const strip = page.getByRole("navigation", { name: italian.events.tabsLabel });
    const tabs = strip.getByRole("link");
    expect(await tabs.count()).toBe(eventTabs.length);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(desk.width);
    }
  });
});
