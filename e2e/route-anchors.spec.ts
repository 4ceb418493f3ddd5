// Links drawn as plain anchors (decision 043): with JavaScript the sidebar, a row's links, the pager and an event's tabs
// navigate without a document request, the list keeps its scroll under a row's dialog, the menus fetch a page's data
// while the pointer rests on its link, a modified click still opens a new tab, and the current page's link is marked.
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, italian, menuLabel, pathIs } from "./helpers";

test.use({ storageState: storageStateOf("admin") });

/** Counts the documents the page loads from now on: a client-side navigation loads none. */
function documentLoads(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") count += 1;
  });
  return () => count;
}

test("the sidebar, a row's edit link and the pager navigate in the page, and mark where the user is", async ({
  page,
}) => {
  await page.goto("/events");
  await hydrated(page);
  const documents = documentLoads(page);
  const sidebar = page.getByRole("navigation", { name: italian.nav.primary });
  await expect(sidebar.getByRole("link", { name: menuLabel("events") })).toHaveAttribute("aria-current", "page");

  await sidebar.getByRole("link", { name: menuLabel("musicalGenres") }).click();
  await expect(page).toHaveURL(pathIs("/musicalGenres"));
  await expect(sidebar.getByRole("link", { name: menuLabel("musicalGenres") })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: menuLabel("events") })).not.toHaveAttribute("aria-current", "page");

  const edit = page
    .locator("tbody tr")
    .first()
    .getByRole("link", { name: /^Modifica / });
  const name = (await edit.getAttribute("aria-label"))!.replace(/^Modifica /, "");
  await edit.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("textbox").first()).toHaveValue(name);

  await page.goBack();
  await sidebar.getByRole("link", { name: menuLabel("events") }).click();
  await expect(page).toHaveURL(pathIs("/events"));
  await page
    .getByRole("navigation", { name: italian.list.pagination })
    .getByRole("link", { name: italian.list.next })
    .click();
  await expect(page).toHaveURL(/\/events\?(.*&)?page=2/);
  await expect(page.getByTestId("list-range")).toHaveText(/^21/);
  expect(documents()).toBe(0);
});

test("a row's edit link opens its dialog over the list where the list was scrolled", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto("/musicalGenres");
  await hydrated(page);
  const documents = documentLoads(page);
  const last = page.locator("tbody tr").last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await last.getByRole("link", { name: /^Modifica/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(documents()).toBe(0);
});

test("the menu fetches a page's data while the pointer rests on its link", async ({ page }) => {
  await page.goto("/events");
  await hydrated(page);
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/musicalGenres.data");
  await page
    .getByRole("navigation", { name: italian.nav.primary })
    .getByRole("link", { name: menuLabel("musicalGenres") })
    .hover();
  await prefetched;
});

test("a click with Control held opens the link in a new tab and leaves the page as it was", async ({
  page,
  context,
}) => {
  await page.goto("/events");
  await hydrated(page);
  const opened = context.waitForEvent("page");
  await page
    .getByRole("navigation", { name: italian.nav.primary })
    .getByRole("link", { name: menuLabel("musicalGenres") })
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL(pathIs("/musicalGenres"));
  await expect(page).toHaveURL(pathIs("/events"));
  await tab.close();
});

test("an event's tabs navigate in the page and mark the open one", async ({ page }) => {
  await page.goto("/events");
  await hydrated(page);
  await page.locator("tbody tr").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/events\/[^/]+\/[a-z-]+/);
  const documents = documentLoads(page);
  const tabs = page.getByRole("navigation", { name: italian.events.tabsLabel });
  await tabs.getByRole("link", { name: italian.eventTabs["ticket-releases"], exact: true }).click();
  await expect(page).toHaveURL(/\/ticket-releases$/);
  await expect(tabs.getByRole("link", { name: italian.eventTabs["ticket-releases"], exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(documents()).toBe(0);
});
