// Shared steps of the browser tests: signing in through the form, reading the sidebar, talking to the mock's knobs.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import type { SectionKey } from "../app/core/access/permissions";
import { demoPassword } from "./accounts";
import { mockURL } from "./ports";

export const italian: typeof import("../app/locales/it/common.json") = JSON.parse(
  fs.readFileSync(new URL("../app/locales/it/common.json", import.meta.url), "utf8"),
);

export function menuLabel(key: SectionKey): string {
  return italian.sections[key].menu;
}

export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
}

export async function sidebarLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId("sidebar-menu");
  await expect(menu).toBeVisible();
  return (await menu.getByRole("link").allInnerTexts()).map((text) => text.trim());
}

export async function mockControl(path: string, init?: { method?: string; body?: unknown }) {
  const response = await fetch(`${mockURL}/__control/${path}`, {
    method: init?.method ?? "POST",
    headers: { "content-type": "application/json" },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`mock control ${path} answered ${response.status}`);
  return response.status === 204 ? null : response.json();
}

/**
 * Gives this page's requests an id of this test's own, `t-<random>`, sent as `X-Request-Id` (the config's
 * `Accept-Language` stays: page headers are added to the context's). The app forwards it with every upstream call the
 * request makes, so knobs armed with it (`armFault`, `expireSession`) and the mock's log entries carrying it concern
 * this test only, whatever runs beside it on the shared mock. Call it before the page's first request.
 */
export async function scopeRequests(page: Page): Promise<string> {
  const requestId = `t-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ "x-request-id": requestId });
  return requestId;
}

export type Fault = {
  method?: string;
  path: string;
  type: "500" | "400" | "hang" | "malformed" | "reset";
  times?: number;
  /** The message of a 400 (none: an empty body). */
  message?: string;
};

/** Arms a fault on the shared mock that only the requests of the test with this id (from `scopeRequests`) get. */
export async function armFault(requestId: string, fault: Fault) {
  await mockControl("faults", { body: { ...fault, requestId } });
}

/** Expires the session the test with this id (from `scopeRequests`) last used upstream, and no other. */
export async function expireSession(requestId: string) {
  await mockControl("expire-token", { body: { requestId } });
}

/** A suffix no other test, nor this test's other run (--repeat-each, the other project), uses in its records' names. */
export function unique(): string {
  return randomUUID().slice(0, 8);
}

/** A bearer token of a demo account at the mock, for setting up records a test needs without its pages. */
export async function upstreamToken(email: string): Promise<string> {
  const basic = `Basic ${Buffer.from(`${email}:${demoPassword}`).toString("base64")}`;
  const response = await fetch(`${mockURL}/auth`, { method: "POST", headers: { authorization: basic } });
  if (!response.ok) throw new Error(`sign-in of ${email} at the mock answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a record at the mock as this demo account; answers the record. */
export async function createUpstream<T = Record<string, unknown>>(
  email: string,
  path: string,
  body: unknown,
): Promise<T> {
  return (await upstreamCreator(email))<T>(path, body);
}

/**
 * Creates records at the mock as this demo account, signed in once: for a test that makes many (a sign-in per record
 * doubled the requests, and a thousand of them at once were refused on a busy machine).
 */
export async function upstreamCreator(email: string) {
  const token = await upstreamToken(email);
  return async <T = Record<string, unknown>>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${mockURL}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Matches a URL whose path (and query, when given) is exactly this. */
export function pathIs(pathAndQuery: string): RegExp {
  const escaped = pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^https?://[^/]+${escaped}${pathAndQuery.includes("?") ? "" : "(\\?.*)?"}$`);
}

/**
 * Waits until the page is hydrated, its islands' code drawn too (decision 059), before using what only JavaScript adds
 * (comboboxes, calendars, modals, a form's checks in the browser). A dialog a client navigation opened before its
 * island's code arrived shows a loading line until it has: waited for too, as a user waits for the form to show.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator('[data-island="loading"]')).toHaveCount(0);
}

/** A select over another entity once its search box has arrived (a chunk of its own, loaded after hydration). */
export function searchBox(scope: Locator, name: string, options: { exact?: boolean } = {}): Locator {
  return scope.getByRole("combobox", { name, exact: options.exact }).and(scope.page().locator("input"));
}

type UpstreamRow = Record<string, unknown> & { _id: string };

/** Records at the mock, read as a demo account (the venue by default): what the pages sent is what they hold. */
export async function upstreamRows(path: string, as = "disco@demo.test"): Promise<UpstreamRow[]> {
  const token = await upstreamToken(as);
  const response = await fetch(`${mockURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as UpstreamRow[];
}

/** The writes the mock received for one test's page requests (its request id), as `METHOD /path`. */
export async function writesOf(requestId: string): Promise<string[]> {
  const log = (await mockControl("log", { method: "GET" })) as { method: string; path: string; requestId?: string }[];
  return log
    .filter((entry) => entry.requestId === requestId && entry.method !== "GET")
    .map((entry) => `${entry.method} ${entry.path}`);
}

/**
 * An upcoming event of the demo club of one test's own (a name no other test uses), `daysAhead` from now so it stays
 * upcoming; tests that change an event's records make one, so they never see each other's.
 */
export async function ownEvent(label: string, daysAhead = 120): Promise<UpstreamRow> {
  const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  start.setUTCHours(21, 30, 0, 0);
  return createUpstream<UpstreamRow>("disco@demo.test", "/events", {
    name: `${label} ${unique()}`,
    discoId: club._id,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
    startVisibilityDate: new Date().toISOString(),
    listsIds: [],
  });
}

/** A table's tile on an event's floor (the tables tab), found by its code. */
export function tableTile(scope: Page | Locator, code: string): Locator {
  return scope.getByTestId("table-tile").filter({ hasText: code });
}

/** A row or tile shows each of these texts (in any order). */
export async function showsAll(line: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(line).toContainText(text);
}

/** The one record at this upstream path (as the venue), else the test fails. */
export async function upstreamOne(path: string): Promise<UpstreamRow> {
  const [record, other] = await upstreamRows(path);
  if (!record || other) throw new Error(`not exactly one record at ${path}`);
  return record;
}

/**
 * Opens a list row's menu, as a user does before choosing one of the actions folded there: a row with more than two
 * actions keeps the first in sight and folds the others into it (app/ui/lists/row-actions.tsx). A row without one is left.
 */
export async function openRowMenu(row: Locator) {
  await row.first().waitFor();
  const closed = row.locator("details[data-row-menu]:not([open]) > summary");
  if ((await closed.count()) > 0) await closed.click();
}

const startOf = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`);

/**
 * Chooses one record in a form's select over another entity, as a user would (the pickers of decision 034): with
 * JavaScript, types in the picker and takes the option that starts with the name (options that share a name add what
 * tells them apart after it); without, takes it from the plain select, searching with the form's own search button
 * first when the first page of options does not offer it.
 */
export async function pickOption(
  scope: Locator,
  mode: "js" | "nojs",
  field: string,
  search: string,
  name: string,
): Promise<void> {
  const page = scope.page();
  if (mode === "js") {
    await searchBox(scope, field, { exact: true }).fill(search);
    await page
      .getByRole("option", { name: startOf(name) })
      .first()
      .click();
    return;
  }
  const select = scope.getByRole("combobox", { name: field, exact: true });
  const option = () =>
    select
      .locator("option")
      .filter({ hasText: startOf(name) })
      .first();
  if ((await option().count()) === 0) {
    await scope.getByRole("searchbox", { name: `Cerca in ${field}`, exact: true }).fill(search);
    await scope.getByRole("button", { name: `Cerca in ${field}`, exact: true }).click();
    await option().waitFor({ state: "attached" });
  }
  await select.selectOption((await option().getAttribute("value"))!);
}

/** A CSV answer read as a spreadsheet reads it (shared with the unit tests of the writer). */
export { csvTable } from "../tests/support/csv-table";
