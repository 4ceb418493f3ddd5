// Every list's layout, each list opened once by its reader (e2e/list-pages.ts) and measured at three screens by resizing
// the page (the layout is CSS alone, so it follows the size): nothing clipped (decision 054) — at a 1280×800 and a
// 1440×900 desk no cell of any list is drawn over another (the pinned actions column over a real one, say) and no
// column's name is cut without an ellipsis and its full name as a title; on a 390 px phone no part of a list's card
// runs past the screen's right edge and no word breaks across lines unless it is longer than the card is wide — and
// row actions never out of sight (decision 036): at the 1280×800 desk each row's actions are inside the screen and
// the table's box, covered by nothing, and nothing widens the page itself. The measures are in e2e/list-layout.ts.
import type { Page } from "@playwright/test";
import { listPatterns, readerOf } from "./list-pages";
import { upstreamRows } from "./helpers";
import { actionsOutOfSight, deskFindings, phoneFindings } from "./list-layout";
import { expect, test } from "./shared-pages";

const desks = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const phone = { width: 390, height: 844 };
const [firstDesk] = desks as [(typeof desks)[number], ...typeof desks];

/** Resizes the page and waits until its window has the new width, so what is measured next is laid out at it. */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
}

test("the suite knows who opens every list", () => {
  expect(listPatterns.length).toBeGreaterThan(40);
  expect(listPatterns.filter((pattern) => !readerOf(pattern))).toEqual([]);
});

test.describe("every list, at a desk and on a phone", () => {
  let eventId = "";
  test.beforeAll(async () => {
    // An event with reservations, so its tabs have rows.
    const [reservation] = await upstreamRows("/reservations?limit=1&sort=-createdAt");
    eventId = String(reservation!.eventId);
  });

  for (const pattern of listPatterns) {
    test(`${pattern}: at 1280 and 1440 px no cell covers another, no column name is cut, every row's actions are in sight; at 390 px no card runs off the screen, no word is split`, async ({
      sharedPage,
    }) => {
      const account = readerOf(pattern)!;
      const url = pattern.replace(":id", eventId);
      const page = await sharedPage(account, { viewport: firstDesk });
      // The worker hands this page to the next test that asks for it at the first desk: it goes back to that size.
      try {
        await resize(page, firstDesk);
        expect((await page.goto(url))?.status(), `${account} opens ${url}`).toBe(200);
        await expect(page.locator("h1, h2").first()).toBeVisible();
        // Each screen's findings are reported, whichever other screen fails too.
        const { offenders } = await actionsOutOfSight(page);
        expect.soft(offenders, `${url} as ${account} at ${firstDesk.width} px: row actions out of sight`).toEqual([]);
        // Nothing widens the page itself: a wide table scrolls in its own box.
        expect
          .soft(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${url} page width`)
          .toBeLessThanOrEqual(firstDesk.width);
        for (const desk of desks) {
          await resize(page, desk);
          expect.soft((await deskFindings(page)).findings, `${url} as ${account} at ${desk.width} px`).toEqual([]);
        }
        await resize(page, phone);
        expect.soft((await phoneFindings(page)).findings, `${url} as ${account} at ${phone.width} px`).toEqual([]);
      } finally {
        await resize(page, firstDesk);
      }
    });
  }
});
