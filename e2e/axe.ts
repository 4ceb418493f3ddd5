// The accessibility checks the browser suites share: axe's serious and critical violations of WCAG A and AA, and no
// control named by a raw translation key. accessibility.spec.ts runs them on whole pages, row-states.spec.ts on a
// list's rows in every state.
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/** The languages the checks read pages in, with the colour scheme each is drawn in (see the callers for why). */
export const readings = [
  { language: "it", colorScheme: "light", locale: "it-IT", acceptLanguage: "it-IT,it;q=0.9" },
  { language: "en", colorScheme: "dark", locale: "en-GB", acceptLanguage: "en-GB,en;q=0.9" },
] as const;

export type Reading = (typeof readings)[number];

// axe-core as @axe-core/playwright carries it, minified: the same rules, half the script for the page to parse.
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
type Axe = {
  run: (
    context: Document | { include: string[][] },
    options: { runOnly: { type: "tag"; values: string[] }; resultTypes: string[] },
  ) => Promise<{ violations: Violation[] }>;
};

/**
 * The violations axe.run finds on the page (within `include` when given), its script added once per document.
 *
 * axe.run itself, not @axe-core/playwright's `analyze()`: that one runs the rules per frame, then merges their results
 * in a blank page it opens for each check (a renderer of its own, axe's script parsed there too) and parses the script
 * twice in the page; the app draws no frames, so the merge adds nothing but cost (most of a check's time,
 * docs/testing.md).
 * Only violations are reported in full (`resultTypes`): passing nodes, the bulk of a result, are counted, not sent.
 */
async function axeViolations(page: Page, tags: string[], include?: string): Promise<Violation[]> {
  if (await page.evaluate(() => !("axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const { violations } = await axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { tags, include },
  );
}

/**
 * axe finds no serious or critical violation of WCAG 2 A and AA on the page, or within `include` (a CSS selector) when
 * given: the rest of the page is checked elsewhere, and a smaller tree is much less work for the contrast rule.
 */
export async function expectNoSeriousViolations(page: Page, what: string, include?: string) {
  const violations = await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"], include);
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(serious, what).toEqual([]);
}

/** No control is named by a raw translation key (a label missing in that language shows its key). */
export async function expectTranslatedNames(page: Page) {
  const names = await page
    .locator("input:not([type=hidden]), select, textarea, button, a[href]")
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("aria-label") ?? (element as HTMLElement).innerText ?? ""),
    );
  expect(names.filter((name) => /^[a-z]+(\.[a-zA-Z0-9_-]+)+$/.test(name.trim()))).toEqual([]);
}
