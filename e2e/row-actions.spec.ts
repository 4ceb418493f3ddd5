// Row actions never out of sight (decision 036), where they need a hand on them: the widest lists have rows with
// actions in sight, a row with many actions folds the rest into a menu that opens in place (with and without
// JavaScript), and the event workspace shows every one of its tabs at a 1280×800 desk. Every list's rows are measured
// by the list sweep (columns.spec.ts), which opens each list once for all its screens.
import { eventTabs } from "../app/core/access/permissions";
import { actionsOutOfSight } from "./list-layout";
import { italian, upstreamRows } from "./helpers";
import { expect, test } from "./shared-pages";

const desk = { width: 1280, height: 800 };

test.describe("at a 1280×800 desk", () => {
  let eventId = "";
  test.beforeAll(async () => {
    // An event with reservations, so its tabs have rows.
    const [reservation] = await upstreamRows("/reservations?limit=1&sort=-createdAt");
    eventId = String(reservation!.eventId);
  });

  test("the widest lists have rows with actions, and each has them in sight", async ({ sharedPage }) => {
    // Five lists one after another, on what may be the worker's first page of the admin (a cold cache): the list sweep
    // no longer warms it in this file.
    test.setTimeout(60_000);
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

  test("the row menu works without JavaScript", async ({ sharedPage }) => {
    const page = await sharedPage("admin", { viewport: desk, javaScriptEnabled: false });
    await page.goto("/reservations?status=pending");
    const row = page.locator("tbody tr").first();
    const code = (await row.locator("td").nth(1).innerText()).trim();
    await row.locator("summary").click();
    await row.getByRole("link", { name: `Rifiuta ${code}`, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
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
