// Pages read as plain HTTP, for checks that need no rendering: the status, the final address and the server's HTML,
// parsed into a tree to query, as a browser without JavaScript reads it (a `<noscript>`'s content is markup). A page
// request costs a few milliseconds here against 250-500 ms of Chromium's CPU for the same page in a browser.
import { expect, type APIRequestContext } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";

export type { HTMLElement };

export type ServerPage = {
  status: number;
  /** The address answered, after the redirects followed. */
  url: URL;
  /** The document, parsed. */
  document: HTMLElement;
};

/** Parses HTML as a browser without JavaScript builds it: scripts and styles stay text, `<noscript>` is markup. */
function parseHtml(html: string): HTMLElement {
  return parse(html, { blockTextElements: { script: true, style: true } });
}

/**
 * GETs a page with this client, following redirects as a browser's navigation does (`httpAs` clients follow none by
 * default), and parses what it answers.
 */
export async function serverPage(
  http: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<ServerPage> {
  const response = await http.get(path, { maxRedirects: 10, headers });
  return { status: response.status(), url: new URL(response.url()), document: parseHtml(await response.text()) };
}

/** Hidden from everyone: inside a `hidden` element or one hidden from assistive technology, as the server wrote it. */
function isHidden(element: HTMLElement): boolean {
  for (let at: HTMLElement | null = element; at; at = at.parentNode) {
    if (at.hasAttribute?.("hidden") || at.getAttribute?.("aria-hidden") === "true") return true;
  }
  return false;
}

const spaces = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text under an element, spaces collapsed: scripts and styles left out, and what is hidden too when `shown`. */
function collectText(element: HTMLElement, shown: boolean): string {
  const parts: string[] = [];
  const walk = (node: HTMLElement["childNodes"][number]) => {
    if (node.nodeType === 3) parts.push(node.textContent);
    if (node.nodeType !== 1) return;
    const child = node as HTMLElement;
    if (child.tagName === "SCRIPT" || child.tagName === "STYLE" || (shown && isHidden(child))) return;
    child.childNodes.forEach(walk);
  };
  element.childNodes.forEach(walk);
  return spaces(parts.join(""));
}

/** An element's text as Playwright's `toHaveText`, `toContainText` and `getByText` read it, spaces collapsed. */
export function textOf(element: HTMLElement): string {
  return collectText(element, false);
}

/** An element's accessible name as its markup gives it: the elements `aria-labelledby` names, else `aria-label`, else its text. */
function accessibleName(element: HTMLElement, document: HTMLElement): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy)
    return spaces(
      labelledBy
        .split(/\s+/)
        .map((id) => document.querySelector(`[id="${id}"]`))
        .map((label) => (label ? label.textContent : ""))
        .join(" "),
    );
  const label = element.getAttribute("aria-label");
  if (label !== undefined && label.trim() !== "") return spaces(label);
  return collectText(element, true);
}

const roleSelectors = {
  link: "a[href]",
  button: 'button, input[type="submit"], [role="button"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  dialog: '[role="dialog"], dialog[open]',
  list: 'ul, ol, [role="list"]',
} as const;

type RoleQuery = {
  /** The accessible name: a string matches exactly when `exact`, else as a case-blind part; a pattern tests it. */
  name?: string | RegExp;
  exact?: boolean;
  /** Headings only: `<hN>`'s N. */
  level?: number;
};

/** The elements of a role under `scope` that are not hidden, as Playwright's `getByRole` finds them in the markup. */
export function byRole(
  scope: HTMLElement,
  document: HTMLElement,
  role: keyof typeof roleSelectors,
  query: RoleQuery = {},
): HTMLElement[] {
  return scope.querySelectorAll(roleSelectors[role]).filter((element) => {
    if (isHidden(element)) return false;
    if (query.level !== undefined && element.tagName.toLowerCase() !== `h${query.level}`) return false;
    if (query.name === undefined) return true;
    const name = accessibleName(element, document);
    if (query.name instanceof RegExp) return query.name.test(name);
    return query.exact ? name === query.name : name.toLowerCase().includes(query.name.toLowerCase());
  });
}

/** The one element of a role (else the test fails, saying what was sought). */
export function oneByRole(
  scope: HTMLElement,
  document: HTMLElement,
  role: keyof typeof roleSelectors,
  query: RoleQuery = {},
): HTMLElement {
  const found = byRole(scope, document, role, query);
  expect(found.length, `one ${role} ${String(query.name ?? "")}`.trim()).toBe(1);
  return found[0]!;
}
