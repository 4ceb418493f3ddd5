// A list's filter over another entity's records (a reservation's list, an event's venue) is found on the server like a
// form's picker, ten at a time, with and without JavaScript, and its options that share a name say what tells them
// apart (the list's event and promoter): the demo venue has a "Lista Colombo" every night.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, searchBox, upstreamRows } from "./helpers";

type Mode = "js" | "nojs";

async function tonightAndItsColomboList() {
  const [event] = await upstreamRows(`/events?name=${encodeURIComponent("Stasera al Demo Club")}`);
  const lists = await upstreamRows(`/lists?name=${encodeURIComponent("Lista Colombo")}`);
  const list = lists.find((one) => one.eventId === event!._id);
  expect(list, "the demo data has tonight's Lista Colombo").toBeDefined();
  // Another venue has a list of that name too (the mock hands it to anyone): it is not this venue's to filter by.
  const ours = lists.filter((one) => one.discoId === event!.discoId);
  expect(ours.length).toBeLessThan(lists.length);
  return { eventId: event!._id, listId: list!._id, sameName: ours.length };
}

/** The filter's options as the page offers them, each with what tells it apart (the "any" choice left out). */
async function offered(page: Page, mode: Mode): Promise<string[]> {
  if (mode === "js") return page.getByRole("listbox").getByRole("option").allInnerTexts();
  const texts = await page.getByRole("combobox", { name: "Lista", exact: true }).locator("option").allInnerTexts();
  return texts.slice(1);
}

export function listFilterSpecs(mode: Mode) {
  test.describe(`a list filter over another entity (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test(`finds a list among those of one name by its event, and applies it (${mode})`, async ({ page }) => {
      const { eventId, listId, sameName } = await tonightAndItsColomboList();
      await page.goto(`/events/${eventId}/reservations`);
      if (mode === "js") {
        await hydrated(page);
        await searchBox(page.locator("main"), "Lista", { exact: true }).fill("colombo");
        await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("Lista Colombo");
      } else {
        await page.getByRole("searchbox", { name: "Cerca in Lista" }).fill("colombo");
        await page.getByRole("search").getByRole("button", { name: "Applica" }).click();
        await expect(page).toHaveURL(/listIdSearch=colombo/);
      }
      const options = await offered(page, mode);
      // Ten a page at most, all of that name, none alike: each names its event and promoter.
      expect(options.length).toBe(Math.min(sameName, 10));
      expect(options.every((text) => text.includes("Lista Colombo"))).toBe(true);
      expect(new Set(options.map((text) => text.replace(/\s+/g, " "))).size).toBe(options.length);
      const tonight = options.find((text) => text.includes("Stasera al Demo Club"));
      expect(tonight).toBeDefined();
      if (mode === "js") {
        await page.getByRole("listbox").getByRole("option").filter({ hasText: "Stasera al Demo Club" }).click();
      } else {
        await page.getByRole("combobox", { name: "Lista", exact: true }).selectOption({ label: tonight! });
        await page.getByRole("search").getByRole("button", { name: "Applica" }).click();
      }
      await expect(page).toHaveURL(new RegExp(`[?&]listId=${listId}(&|$)`));
      if (mode === "js") {
        await expect(searchBox(page.locator("main"), "Lista", { exact: true })).toHaveValue("Lista Colombo");
        // Taking the filter off keeps the page's other state and shows every list's reservations again.
        await page.getByRole("link", { name: "Togli il filtro Lista" }).click();
        await expect(page).not.toHaveURL(/listId=/);
      } else {
        // The next page still names the chosen list, with the options its search found.
        await expect(page.getByRole("combobox", { name: "Lista", exact: true })).toHaveValue(listId);
      }
    });

    if (mode === "js") {
      test("the filter's search answers ten at a time, and not-found where the user may not filter by it", async ({
        page,
        browser,
      }) => {
        const json = { headers: { accept: "application/json" } };
        const found = await page.request.get("/options/reservations/filter/listId?q=lista", json);
        expect(found.status()).toBe(200);
        const { options, hasMore } = (await found.json()) as { options: { label: string }[]; hasMore: boolean };
        expect(options.length).toBe(10);
        expect(hasMore).toBe(true);
        // Not a filter over records; a venue's own events, whose venue its scope already sets.
        expect((await page.request.get("/options/reservations/filter/status", json)).status()).toBe(404);
        expect((await page.request.get("/options/events/filter/discoId?q=demo", json)).status()).toBe(404);
        // A galley attendant reads no reservations list, so finds no list to filter them by.
        const galley = await browser.newContext({ storageState: storageStateOf("galley") });
        try {
          expect((await galley.request.get("/options/reservations/filter/listId?q=lista", json)).status()).toBe(404);
        } finally {
          await galley.close();
        }
      });
    }
  });
}
