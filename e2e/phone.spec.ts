// Phone-first night staff (issue 15 §4): on a 390 px screen the galley and the cloakroom tabs show each row as a card,
// its fields named and its action within reach, and nothing scrolls sideways; the same lists stay tables on a desk.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { upstreamToken } from "./helpers";
import { mockURL } from "./ports";

async function tonight(): Promise<string> {
  const token = await upstreamToken("disco@demo.test");
  const response = await fetch(`${mockURL}/events?name=${encodeURIComponent("Stasera al Demo Club")}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [event] = (await response.json()) as { _id: string }[];
  return event._id;
}

async function expectCards(page: Page, action: RegExp, label: string) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const first = page.getByRole("table").first().locator("tbody tr").first();
  const button = first
    .getByRole("button", { name: action })
    .or(first.getByRole("link", { name: action }))
    .first();
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.height).toBeGreaterThanOrEqual(36);
  // Each field carries its column's name on a phone (the header row is hidden there).
  const named = await first
    .locator("td")
    .first()
    .evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(named).toBe(`"${label}"`);
  await expect(page.getByRole("table").first().locator("thead")).toBeHidden();
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe("the galley attendant", () => {
    test.use({ storageState: storageStateOf("galley") });
    test("works the galley from cards", async ({ page }) => {
      await page.goto(`/events/${await tonight()}/galley`);
      await expectCards(page, /^Aggiorna le scorte di /, "Prodotto");
    });
  });

  test.describe("the cloakroom attendant", () => {
    test.use({ storageState: storageStateOf("cloakroom") });
    test("works the cloakroom from cards", async ({ page }) => {
      await page.goto(`/events/${await tonight()}/cloakroom?status=taken`);
      await expectCards(page, /^Segna restituito il posto /, "Codice");
    });
  });
});

test.describe("on a desk", () => {
  test.use({ storageState: storageStateOf("galley") });
  test("the galley is a table with its header", async ({ page }) => {
    await page.goto(`/events/${await tonight()}/galley`);
    await expect(page.getByRole("table").first().locator("thead")).toBeVisible();
    const named = await page
      .locator("tbody tr td")
      .first()
      .evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(named).toBe("none");
  });
});
