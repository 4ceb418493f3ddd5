// Lists on a phone: on a 390 px screen every list reads whole. Each row is a card headed by the
// row's name with a few named facts and actions big enough for a thumb; the paging fits, each control on one line;
// the strip of related pages scrolls sideways to its last page; nothing widens the page. From `md` up, the same list
// is the table it always was.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { createUpstream, italian, ownEvent, unique, upstreamRows } from "./helpers";

type Row = Record<string, unknown> & { _id: string };
const phone = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** What a card shows a user: its cells in reading order, each with its size, place and the name shown before it. */
async function cardOf(row: Locator) {
  return row.evaluate((tr, actionsHeader) => {
    // The row's actions are its last cell where the table has an actions column.
    const actionsCell =
      tr.closest("table")!.querySelector("thead th:last-child")?.textContent === actionsHeader
        ? tr.lastElementChild
        : null;
    const shown = (element: Element) => element.getBoundingClientRect().height > 0;
    const cells = [...tr.querySelectorAll("td")].filter(shown).map((cell) => {
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      return {
        text: (cell as HTMLElement).innerText.trim(),
        label: getComputedStyle(cell, "::before").content,
        top: box.top,
        height: box.height,
        lineHeight: parseFloat(style.lineHeight),
        fontSize: parseFloat(style.fontSize),
        hasCheckbox: cell.querySelector("input[type=checkbox]") !== null,
        isActions: cell === actionsCell,
      };
    });
    const targets = [...tr.querySelectorAll("a, button, label")].filter(shown).map((target) => {
      const box = target.getBoundingClientRect();
      return { name: (target as HTMLElement).innerText.trim(), height: box.height, right: box.right, left: box.left };
    });
    return { cells, targets, right: tr.getBoundingClientRect().right };
  }, italian.list.actions);
}

/** Each row is a card headed by its name (one of `names`), its facts named, its targets at least 44 px. */
async function expectCards(page: Page, names: (headline: string) => boolean) {
  const width = page.viewportSize()!.width;
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole("table").locator("thead")).toBeHidden();
  for (const row of await rows.all()) {
    const card = await cardOf(row);
    expect(card.right).toBeLessThanOrEqual(width);
    const content = card.cells.filter((cell) => !cell.hasCheckbox && !cell.isActions);
    const [headline, ...facts] = content.sort((a, b) => a.top - b.top);
    // The headline: the name, on top, bigger than the facts, with no column name before it.
    expect(names(headline!.text), `"${headline!.text}" names the row`).toBe(true);
    expect(headline!.label).toBe("none");
    expect(facts.length).toBeGreaterThan(0);
    // A few facts, not the whole row.
    expect(facts.length).toBeLessThanOrEqual(4);
    for (const fact of facts) {
      expect(fact.top).toBeGreaterThan(headline!.top);
      expect(headline!.fontSize).toBeGreaterThan(fact.fontSize);
      expect(fact.label, `the fact "${fact.text}" is named`).toMatch(/^".+"$/);
    }
    for (const target of card.targets) {
      expect(target.height, `"${target.name}" is a 44 px target`).toBeGreaterThanOrEqual(44);
      expect(target.left).toBeGreaterThanOrEqual(0);
      expect(target.right).toBeLessThanOrEqual(width);
    }
  }
}

/** A piece of text that takes one line: all its words' boxes stand on the same line, none wrapped below. */
async function expectOneLine(element: Locator) {
  const lines = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
    return tops.length === 0 ? 0 : new Set(tops.map((top) => Math.round((top - Math.min(...tops)) / 8))).size;
  });
  expect(lines, `"${await element.innerText()}" takes one line`).toBe(1);
}

/** The range, the page size and previous/next: each on one line, whole on the screen, the arrows 44 px and named. */
async function expectPagingFits(page: Page) {
  const width = page.viewportSize()!.width;
  const pager = page.getByRole("navigation", { name: italian.list.pagination });
  await expectOneLine(pager.getByTestId("list-range"));
  await expectOneLine(pager.getByText(italian.list.pageSize, { exact: true }));
  for (const name of [italian.list.previous, italian.list.next]) {
    const control = pager.getByRole("link", { name, exact: true }).or(pager.getByText(name, { exact: true }));
    const box = (await control.first().boundingBox())!;
    expect(box.x + box.width, `${name} is whole on the screen`).toBeLessThanOrEqual(width);
    // One line: the arrow's 44 px, not a label wrapped onto a second and third line.
    expect(box.height, `${name} fits one line`).toBeLessThanOrEqual(48);
  }
  const size = (await pager.getByLabel(italian.list.pageSize).boundingBox())!;
  expect(size.x + size.width).toBeLessThanOrEqual(width);
}

/** A strip that scrolls sideways: it has more than the screen, shows an edge, and its last item can be scrolled to. */
async function expectStripReachesItsEnd(strip: Locator) {
  const scroller = strip.locator("ul").first();
  const { more, background } = await scroller.evaluate((list) => {
    // The nav itself scrolls when the list is as wide as its items.
    const box = list.scrollWidth > list.clientWidth ? list : list.parentElement!;
    return { more: box.scrollWidth > box.clientWidth, background: getComputedStyle(box).backgroundImage };
  });
  expect(more, "the strip has more than the screen shows").toBe(true);
  expect(background, "the strip shows an edge where it has more").toContain("gradient");
  const items = strip.getByRole("link");
  for (const item of await items.all()) await expectOneLine(item);
  const last = items.last();
  await last.scrollIntoViewIfNeeded();
  // Whole across: from its first letter to its last, inside the screen and the strip (a tab overlaps the strip's
  // bottom border by a pixel, so only the sideways extent is measured).
  const box = (await last.boundingBox())!;
  const edges = (await strip.boundingBox())!;
  const width = strip.page().viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(Math.max(0, edges.x));
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(width, edges.x + edges.width));
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: phone });

  test.describe("the galley attendant", () => {
    test.use({ storageState: storageStateOf("galley") });

    test("reads the events list as cards, each headed by the event's name", async ({ page }) => {
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(italian.sections.events.title);
      await expectNoSidewaysScroll(page);
      // Read after the page, so an event another test creates meanwhile is among them.
      const names = new Set((await upstreamRows("/events?limit=1000")).map((event) => String(event.name)));
      await expectCards(page, (headline) => names.has(headline));
      await expectPagingFits(page);
      await expectNoSidewaysScroll(page);
    });
  });

  test.describe("the venue", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("reads its reservations as cards it can tick, and reaches every related page", async ({ page }) => {
      const event = await ownEvent("Serata sul telefono");
      const list = await createUpstream<Row>("disco@demo.test", "/lists", {
        name: `Lista telefono ${unique()}`,
        eventId: event._id,
        discoId: event.discoId,
        maxGuests: 10,
      });
      const [user] = await upstreamRows("/users?role=user&isEnabled=true&sort=surname,name&limit=1");
      const codes = [1, 2, 3].map((n) => `TEL-${unique()}-${n}`);
      for (const code of codes)
        await createUpstream<Row>("disco@demo.test", "/reservations", {
          eventId: event._id,
          discoId: event.discoId,
          userId: user!._id,
          listId: list._id,
          code,
          status: "pending",
          quantity: 1,
        });

      await page.goto(`/reservations?listId=${list._id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(italian.sections.reservations.title);
      await expectNoSidewaysScroll(page);
      await expect(page.locator("tbody tr")).toHaveCount(3);
      await expectCards(page, (headline) => codes.includes(headline));
      await expectPagingFits(page);

      // The card's checkbox belongs to the bulk form, as on a desk: one ticked card is the one row chosen.
      const choose = page.getByRole("checkbox", { name: `Scegli ${codes[1]}` });
      await expect(choose).toBeVisible();
      await choose.check();
      await page.getByLabel(italian.bulk.reservations.picker).selectOption("accept");
      await page.getByRole("button", { name: italian.bulk.applySelected }).click();
      await expect(page.getByRole("dialog").getByRole("heading")).toHaveText("Accetta 1 prenotazione");
      await page.goBack();

      await expectStripReachesItsEnd(page.getByRole("navigation", { name: italian.nav.related }));
      await expectNoSidewaysScroll(page);
    });

    test("opens a page far along the strip with its own link in sight", async ({ page }) => {
      await page.goto("/reservations");
      const strip = page.getByRole("navigation", { name: italian.nav.related });
      const last = strip.getByRole("link").last();
      await page.goto((await last.getAttribute("href"))!);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const current = strip.locator('[aria-current="page"]');
      await expect(current).toHaveText((await last.innerText()).trim());
      // Scrolled into the strip by the page itself, the page not scrolled sideways.
      await expect
        .poll(async () => {
          const box = (await current.boundingBox())!;
          const edges = (await strip.boundingBox())!;
          return box.x >= edges.x && box.x + box.width <= edges.x + edges.width;
        })
        .toBe(true);
      await expectNoSidewaysScroll(page);
    });

    test("reaches the last tab of an event", async ({ page }) => {
      const event = await ownEvent("Serata a schede");
      await page.goto(`/events/${event._id}`);
      await expectStripReachesItsEnd(page.getByRole("navigation", { name: italian.events.tabsLabel }));
      await expectNoSidewaysScroll(page);
    });
  });
});

test.describe("on a desk", () => {
  test.use({ storageState: storageStateOf("galley") });

  test("the events list is the table with every column and its header", async ({ page }) => {
    await page.goto("/events");
    const table = page.getByRole("table");
    await expect(table.locator("thead")).toBeVisible();
    // Every column but the venue's: every event is the attendant's own venue's, so no column repeats it (decision 036).
    await expect(table.getByRole("columnheader")).toContainText([
      italian.fields.name,
      italian.fields.startDate,
      italian.fields.endDate,
      italian.fields.flags,
    ]);
    const first = table.locator("tbody tr").first();
    for (const cell of await first.locator("td").all()) {
      await expect(cell).toBeVisible();
      expect(await cell.evaluate((node) => getComputedStyle(node, "::before").content)).toBe("none");
    }
    const pager = page.getByRole("navigation", { name: italian.list.pagination });
    await expect(pager.getByText(italian.list.next, { exact: true })).toBeVisible();
  });
});
