// The global search with JavaScript (decision 033): the header box, reached with `/` or Ctrl-K, lists
// the records of the user's reach grouped by kind as they type; arrow keys and Enter open one, or every result on the
// search page, where a record of an event also opens its event's tab. A kind whose search fails says so (spec section
// 8) while the others show; a kind the role may not open is neither shown nor asked of the upstream. The night staff
// have no search.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { armFault, hydrated, mockControl, scopeRequests } from "./helpers";
import { searchRecords } from "./search.support";

test.describe("a venue's global search", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("the header box finds the venue's records by kind; arrows and Enter open one, or all of them", async ({
    page,
  }) => {
    const { word, event, reservation, elsewhere } = await searchRecords("Ricerca box");
    await page.goto("/events");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "Cerca in tutto" });
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await page.keyboard.type(word);
    const results = page.getByRole("listbox");
    await expect(results.getByRole("group", { name: "Eventi" }).getByRole("option")).toHaveText([
      new RegExp(String(event.name)),
    ]);
    await expect(results.getByRole("group", { name: "Prenotazioni" }).getByRole("option")).toHaveText([
      new RegExp(`${reservation.code} · Ospite ${word}`),
    ]);
    await expect(results.getByRole("group", { name: "Liste" }).getByRole("option")).toHaveText([
      new RegExp(`Lista ${word}`),
    ]);
    await expect(results).not.toContainText(String(elsewhere.name));
    // The first line is every result; the arrow goes down to the event, Enter opens it.
    await expect(results.getByRole("option").first()).toHaveText(`Tutti i risultati per «${word}»`);
    await page.keyboard.press("ArrowDown");
    const eventOption = results.getByRole("option").nth(1);
    await expect(eventOption).toContainText(String(event.name));
    await expect(eventOption).toHaveAttribute("data-focus", "");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/events/${event._id}(/|$)`));

    // Ctrl-K from the event, the word, Enter: every result on the search page.
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused();
    await page.keyboard.type(word);
    await expect(results.getByRole("option").first()).toHaveText(`Tutti i risultati per «${word}»`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerca");
    const reservations = page.getByRole("region", { name: /^Prenotazioni/ });
    await expect(
      reservations.getByRole("link", { name: `${reservation.code} · Ospite ${word}`, exact: true }),
    ).toHaveAttribute("href", `/reservations/${reservation._id}`);
    await expect(
      page.getByRole("region", { name: /^Liste/ }).getByRole("link", { name: `Lista ${word}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("search-results")).not.toContainText(String(elsewhere.name));
    // The reservation's night, one click away: its event's reservations, filtered to it.
    await reservations.getByRole("link", { name: `Apri ${reservation.code} · Ospite ${word} nella serata` }).click();
    await expect(page).toHaveURL(`/events/${event._id}/reservations?q=${reservation.code}`);
    await expect(page.locator("tbody tr").filter({ hasText: String(reservation.code) })).toHaveCount(1);
  });

  test("a kind whose search fails says so while the others show, and kinds out of reach are not asked", async ({
    page,
  }) => {
    const { word, event } = await searchRecords("Ricerca guasto");
    const requestId = await scopeRequests(page);
    await armFault(requestId, { method: "GET", path: "/reservations", type: "500" });
    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole("region", { name: /^Prenotazioni/ }).getByRole("alert")).toHaveText(
      "Il servizio ha avuto un problema. Riprova.",
    );
    await expect(
      page.getByRole("region", { name: /^Eventi/ }).getByRole("link", { name: String(event.name) }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: /^Liste/ })).toBeVisible();
    // A venue does not open the users (spec section 6): no group, and no search of them upstream.
    await expect(page.getByRole("region", { name: /^Utenti/ })).toHaveCount(0);
    const log = (await mockControl("log", { method: "GET" })) as {
      method: string;
      path: string;
      query?: string;
      requestId?: string;
    }[];
    const searched = log
      .filter((entry) => entry.requestId === requestId && entry.method === "GET" && entry.query?.includes("q="))
      .map((entry) => entry.path);
    expect(new Set(searched)).toEqual(new Set(["/events", "/reservations", "/orders", "/products", "/lists"]));
  });
});

test.describe("an admin's global search", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("finds users by email, and opens one", async ({ page }) => {
    await page.goto("/search?q=collaboffice@demo");
    const users = page.getByRole("region", { name: /^Utenti/ });
    await expect(users.getByRole("listitem")).toHaveCount(1);
    await expect(users).toContainText("collaboffice@demo.test");
    await users.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f]{24}$/);
  });
});

test.describe("the night staff", () => {
  test.use({ storageState: storageStateOf("galley") });

  test("have no search box in the header", async ({ page }) => {
    await page.goto("/events");
    await hydrated(page);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Cerca in tutto" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Apri la ricerca" })).toHaveCount(0);
    await page.keyboard.press("Control+k");
    await expect(page).toHaveURL(/\/events$/);
  });
});
