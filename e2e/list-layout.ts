// What a user would see wrong in a list's layout, measured in one `page.evaluate` each: cells drawn over each other and
// column names cut at a desk (decision 054), cards past the screen's edge and split words on a phone (decision 054),
// row actions out of sight at a desk (decision 036). Shared by the list sweep (columns.spec.ts) and row-actions.spec.ts.
import type { Page } from "@playwright/test";

/** What a user would see wrong in a page's tables at a desk, and how many rows were measured. */
export async function deskFindings(page: Page): Promise<{ rows: number; findings: string[] }> {
  return page.evaluate(() => {
    const findings: string[] = [];
    let rows = 0;
    const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    for (const table of document.querySelectorAll("table")) {
      if (table.getBoundingClientRect().width === 0) continue;
      // The part of the screen the table is seen through: the viewport, narrowed by every box around it that clips.
      let clipLeft = 0;
      let clipRight = window.innerWidth;
      for (let box = table.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === "visible") continue;
        const rect = box.getBoundingClientRect();
        clipLeft = Math.max(clipLeft, rect.left);
        clipRight = Math.min(clipRight, rect.right);
      }
      // Each column by its name (its header's text, else its place), for findings that say which columns meet.
      const names = [...(table.querySelector(":scope > thead > tr")?.children ?? [])].map(
        (header, index) => textOf(header) || `column ${index + 1}`,
      );
      const meetings = new Map<string, number>();
      for (const row of table.querySelectorAll(":scope > thead > tr, :scope > tbody > tr")) {
        rows += 1;
        const cells = [...row.children]
          .map((cell, index) => {
            const rect = cell.getBoundingClientRect();
            return { index, left: Math.max(rect.left, clipLeft), right: Math.min(rect.right, clipRight) };
          })
          .filter(({ left, right }) => right - left > 0.5);
        for (let i = 0; i < cells.length; i++)
          for (let j = i + 1; j < cells.length; j++) {
            const [a, b] = [cells[i]!, cells[j]!];
            const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            if (overlap <= 1) continue;
            const key = `"${names[a.index]}" and "${names[b.index]}" drawn over each other`;
            meetings.set(key, (meetings.get(key) ?? 0) + 1);
          }
      }
      for (const [meeting, count] of meetings) findings.push(`${meeting} in ${count} rows`);
      // A column's name is whole, or ends in an ellipsis with the whole name as its title.
      for (const header of table.querySelectorAll(":scope > thead th")) {
        for (const part of [header, ...header.querySelectorAll("*")]) {
          const rect = part.getBoundingClientRect();
          // The visually hidden name of a column without one (the actions) is 1 px wide on purpose.
          if (rect.width <= 1 || part.scrollWidth <= part.clientWidth + 1) continue;
          const style = getComputedStyle(part);
          if (style.overflowX === "visible" && part !== header) continue;
          const titled = part.closest("[title]") && header.contains(part.closest("[title]"));
          if (style.textOverflow !== "ellipsis" || !titled) findings.push(`the column name "${textOf(header)}" is cut`);
        }
      }
    }
    return { rows, findings };
  });
}

/**
 * What a user would see wrong in a page's cards on a phone (a list's rows, the night's slot and stock cards): a part
 * past the screen's right edge, or a word broken across two lines though it fits on one.
 */
export async function phoneFindings(page: Page): Promise<{ cards: number; findings: string[] }> {
  return page.evaluate(() => {
    const findings = new Set<string>();
    const edge = window.innerWidth + 0.5;
    // A list's rows are cards where its header row is hidden; a table that keeps its header scrolls in its own box.
    const cards = [...document.querySelectorAll("table > tbody > tr, main article")].filter(
      (card) =>
        card.getBoundingClientRect().height > 0 &&
        !(card.closest("table")?.querySelector(":scope > thead")?.getBoundingClientRect().height ?? 0),
    );
    // The box a text is laid out in: its nearest ancestor that is a box (not `display: contents`).
    const boxOf = (element: Element | null): DOMRect => {
      for (let box = element; box; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if (rect.width > 0) return rect;
      }
      return document.documentElement.getBoundingClientRect();
    };
    const hidden = (element: Element) => element.closest(".sr-only, select, script, style, template") !== null;
    for (const card of cards) {
      const name = (card.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
      for (const part of [card, ...card.querySelectorAll("*")]) {
        const rect = part.getBoundingClientRect();
        if (rect.width > 1 && !hidden(part) && rect.right > edge)
          findings.add(`in "${name}", a ${part.tagName.toLowerCase()} ends at ${Math.round(rect.right)} px`);
      }
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || hidden(parent)) continue;
        const text = node.textContent ?? "";
        // Each word, and each part of a word after a hyphen or a slash (where a line may break).
        for (const match of text.matchAll(/[^\s\-/]+[-/]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
          if (boxes.length === 0) continue;
          const right = Math.max(...boxes.map((box) => box.right));
          if (right > edge) findings.add(`in "${name}", "${match[0]}" ends at ${Math.round(right)} px`);
          const lines = new Set(boxes.map((box) => Math.round(box.top)));
          const width = boxes.reduce((sum, box) => sum + box.width, 0);
          // A word longer than its line may break (an email on a card); one that would fit must not.
          if (lines.size > 1 && width < boxOf(parent).width)
            findings.add(`in "${name}", "${match[0]}" is split across lines`);
        }
      }
    }
    return { cards: cards.length, findings: [...findings] };
  });
}

type Offender = { row: string; control: string; why: string };

/**
 * Each row's actions (the controls of its last cell, a folded menu's button among them) whole inside the screen and
 * the table's box, and the topmost thing at their centre: what a user sees without scrolling sideways.
 */
export async function actionsOutOfSight(page: Page): Promise<{ rows: number; offenders: Offender[] }> {
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
