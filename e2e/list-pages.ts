// The app's lists as the browser suites walk them (row actions in sight, dialogs' words): every signed-in page without
// a record in its URL and every tab of an event, from the app's own routes (route-manifest.ts), each with the account
// that opens it (expected-access.ts): the admin where the admin may, else the first venue account that may.
import type { AccountName } from "./accounts";
import { expectedOpen, knownSectionPaths } from "./expected-access";
import { appRoutes, inApp } from "./route-manifest";

/** Pages that are not lists: forms of the signed-in user's own account, a route that only redirects. */
const notLists = new Set([
  "/profile",
  "/profile/change-password",
  "/profile/devices",
  "/complete-profile",
  "/events/:id",
]);

/** Every signed-in page with no record in its URL, and every tab of an event (`/events/:id/<tab>`). */
export const listPatterns = [
  ...new Set(
    appRoutes
      .filter((route) => inApp(route) && route.hasLoader && !route.pathless)
      .map((route) => route.pattern)
      .filter((pattern) => !/\.csv$|\/new$|\/bulk$|\/delete$/.test(pattern))
      .filter((pattern) => !pattern.includes(":") || /^\/events\/:id\/[^/:]+$/.test(pattern))
      .filter((pattern) => !notLists.has(pattern)),
  ),
].sort();

/** The admin first; then the venue accounts, for the lists an admin does not open. */
const readers: AccountName[] = ["admin", "disco", "format", "structure", "promoter", "collaboffice"];

/** The section a page belongs to: its own path, else the longest known section path it starts with. */
function sectionOf(pattern: string): string | undefined {
  if (pattern.startsWith("/events/:id/")) return "/events";
  return [...knownSectionPaths]
    .sort((a, b) => b.length - a.length)
    .find((path) => pattern === path || pattern.startsWith(`${path}/`));
}

/** Pages outside the sections table, each user's own (their saved views): the admin reads theirs. */
const ownPages: Record<string, AccountName> = { "/views": "admin" };

export function readerOf(pattern: string): AccountName | undefined {
  if (ownPages[pattern]) return ownPages[pattern];
  const path = sectionOf(pattern);
  return path ? readers.find((name) => expectedOpen[name].includes(path)) : undefined;
}
