// The accessibility checks the browser suites share: axe's serious and critical violations of WCAG A and AA, and no
// control named by a raw translation key. accessibility.spec.ts runs them on whole pages, row-states.nojs.spec.ts on a
// list's rows in every state.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The languages the checks read pages in, with the colour scheme each is drawn in (see the callers for why). */
export const readings = [
  { language: "it", colorScheme: "light", locale: "it-IT", acceptLanguage: "it-IT,it;q=0.9" },
  { language: "en", colorScheme: "dark", locale: "en-GB", acceptLanguage: "en-GB,en;q=0.9" },
] as const;

export type Reading = (typeof readings)[number];

/**
 * axe finds no serious or critical violation of WCAG 2 A and AA on the page, or within `include` (a CSS selector) when
 * given: the rest of the page is checked elsewhere, and a smaller tree is much less work for the contrast rule.
 */
export async function expectNoSeriousViolations(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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
