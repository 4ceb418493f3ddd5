// The key pages the standards suites check (axe in accessibility.spec.ts, the Nu HTML checker in html-standard.spec.ts):
// the login page, every list of the app and every tab of an event (list-pages.ts, each with the account that opens it),
// the lists filtered to each state their rows can show (so a row of every state is on a page checked), the door with
// guests found, and the record dialogs each list links to (its "new" form and its first row's form).
import { orderStatusTones, deliveryStatusTones } from "../app/domains/orders/orders.resources";
import { validationTones } from "../app/domains/people/users.resources";
import { reservationStatusTones } from "../app/domains/reservations/reservations.resources";
import type { AccountName } from "./accounts";
import { upstreamRows } from "./helpers";
import { listPatterns, readerOf } from "./list-pages";

/** A page to check: its path (`:id` stands for an event with rows) and who opens it. */
export type KeyPage = { path: string; account: AccountName | "signed-out" };

/** An event with reservations (the latest one's), so its tabs have rows. */
export async function eventWithRows(): Promise<string> {
  const [reservation] = await upstreamRows("/reservations?limit=1&sort=-createdAt");
  return String(reservation!.eventId);
}

const states = (path: string, filter: string, values: string[]): KeyPage[] =>
  values.map((value) => ({ path: `${path}?${filter}=${value}`, account: readerOf(path)! }));

/** The lists filtered to each state a row can be in: its badge and its actions change with it. */
const statePages: KeyPage[] = [
  ...states("/reservations", "status", Object.keys(reservationStatusTones)),
  ...states("/orders", "status", Object.keys(orderStatusTones)),
  ...states("/orders", "deliveryStatus", Object.keys(deliveryStatusTones)),
  ...states("/users", "isEnabled", ["true", "false"]),
  ...states("/users", "validationStatus", Object.keys(validationTones)),
  ...states("/events", "when", ["past", "all"]),
  ...states("/promos", "status", ["enabled", "disabled"]),
];

/** The login page, every list and event tab, each list in each state, and the door with guests found. */
export const keyPages: KeyPage[] = [
  { path: "/login", account: "signed-out" },
  ...listPatterns.map((pattern) => ({ path: pattern, account: readerOf(pattern)! })),
  ...statePages,
  { path: "/events/:id/door?q=R-", account: readerOf("/events/:id/door")! },
];

/** The page's path on the event. */
export function onEvent(path: string, eventId: string): string {
  return path.replace(":id", eventId);
}

/**
 * The record dialogs a list's HTML links to, below its own path: its "new" form and the first row's own form (a
 * record id of 24 hex digits), at most one of each.
 */
export function dialogsLinkedFrom(listPath: string, html: string): string[] {
  const base = listPath.split("?")[0]!.replace(/\/$/, "");
  // The event list's rows open the event's workspace, whose tabs are key pages of their own.
  if (base === "/events") return [];
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = [
    html.match(new RegExp(`href="(${escaped}/new)"`))?.[1],
    html.match(new RegExp(`href="(${escaped}/[0-9a-f]{24})"`))?.[1],
  ];
  return found.filter((path): path is string => Boolean(path));
}
