// The desk's words: dialog titles are sentences ("Nuovo evento", not "Nuovo: Evento"); an admitted
// guest reads as entered; a column that repeats the page's context goes: inside an event's own tabs no row names the
// event, and a venue's own staff see no venue column on lists confined to their venue, while an admin keeps it.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { italian, upstreamRows } from "./helpers";

const headers = (page: Page) => page.getByRole("table").first().getByRole("columnheader");

async function headerTexts(page: Page): Promise<string[]> {
  await expect(headers(page).first()).toBeVisible();
  return (await headers(page).allInnerTexts()).map((text) => text.trim());
}

const named = (texts: string[], label: string) => texts.some((text) => text.startsWith(label));

test.describe("columns that would repeat the page's context", () => {
  test.describe("a venue's own account", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("sees the event column on the venue's reservations, not inside an event's reservations tab", async ({
      page,
    }) => {
      await page.goto("/reservations");
      expect(named(await headerTexts(page), italian.fields.event)).toBe(true);

      const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
      const [event] = await upstreamRows(`/events?discoId=${club._id}&sort=-startDate&limit=1`);
      await page.goto(`/events/${event._id}/reservations`);
      const inTab = await headerTexts(page);
      expect(named(inTab, italian.fields.code)).toBe(true);
      expect(named(inTab, italian.fields.event)).toBe(false);
    });

    test("sees no venue column on the events of its one venue", async ({ page }) => {
      await page.goto("/events");
      const texts = await headerTexts(page);
      expect(named(texts, italian.fields.name)).toBe(true);
      expect(named(texts, italian.fields.venue)).toBe(false);
    });
  });

  test.describe("an admin", () => {
    test.use({ storageState: storageStateOf("admin") });

    test("sees which venue each event belongs to", async ({ page }) => {
      await page.goto("/events");
      expect(named(await headerTexts(page), italian.fields.venue)).toBe(true);
    });
  });
});

test.describe("words a venue's staff read", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("titles the new-record dialogs as sentences that agree with the record", async ({ page }) => {
    await page.goto("/events/new");
    await expect(page.getByRole("dialog", { name: "Nuovo evento", exact: true })).toBeVisible();
    await page.goto("/lists/new");
    await expect(page.getByRole("dialog", { name: "Nuova lista", exact: true })).toBeVisible();
  });

  test("names the record being edited in the title, without a template's colon", async ({ page }) => {
    const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
    const [list] = await upstreamRows(`/lists?discoId=${club._id}&limit=1`);
    await page.goto(`/lists/${list._id}`);
    await expect(page.getByRole("dialog", { name: `Modifica «${String(list.name)}»`, exact: true })).toBeVisible();
  });

  test("shows an admitted guest's reservation as entered", async ({ page }) => {
    await page.goto("/reservations?status=used");
    const first = page.locator("tbody tr").first();
    await expect(first).toContainText("Entrato");
    await expect(first).not.toContainText("Usata");
  });
});

test.describe("words an admin reads in English", () => {
  test.use({
    storageState: storageStateOf("admin"),
    extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" },
    locale: "en-US",
  });

  test("titles the new-record dialogs as sentences", async ({ page }) => {
    await page.goto("/musicalGenres/new");
    await expect(page.getByRole("dialog", { name: "New musical genre", exact: true })).toBeVisible();
  });
});
