// Shared steps of the browser tests: signing in through the form, reading the sidebar, talking to the mock's knobs.
import fs from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import type { SectionKey } from "../app/lib/permissions";
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

/** Matches a URL whose path (and query, when given) is exactly this. */
export function pathIs(pathAndQuery: string): RegExp {
  const escaped = pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^https?://[^/]+${escaped}${pathAndQuery.includes("?") ? "" : "(\\?.*)?"}$`);
}

/** Waits until the page is hydrated, before using what only JavaScript adds (comboboxes, calendars, modals). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A select over another entity once its search box has arrived (a chunk of its own, loaded after hydration). */
export function searchBox(scope: Locator, name: string): Locator {
  return scope.getByRole("combobox", { name }).and(scope.page().locator("input"));
}
