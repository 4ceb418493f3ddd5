// The one rule of row scope, beside the permissions table: which venue's rows a signed-in user may read or write, as
// the upstream query that confines them. The permissions table says who opens a section; this says which of its rows
// they reach. Lists and records are read through it, and every write first finds its record through it
// (`findInScope` in resource.server.ts), so a record outside it is not-found and nothing is sent upstream.
// Decision 011 records why every venue role is confined, not only disco users.
import type { Role } from "./roles";
import type { Query } from "../upstream/upstream-query";
import type { SessionUser } from "../auth/user";

/**
 * Who asks, as far as rows go: the role, their own venue (venue roles), the venue selected in the sidebar (users), and
 * for a format the events it is the format of (read for each request: a format runs nights at other venues' clubs).
 */
export type Reach = {
  user: Pick<SessionUser, "role" | "discoId">;
  venueId?: string | undefined;
  formatEvents?: readonly string[] | undefined;
};

/** How an entity's rows belong to a venue: the field naming it, per role where the role's venue sits elsewhere. */
export type RowOwner = {
  /** The field holding the owning venue's id (`discoId` unless said). */
  field?: string;
  /** A role whose venue is named by another field (a format's requests name it as `formatId`). */
  fieldByRole?: Partial<Record<Role, string>>;
  /**
   * Records of one event (its releases, lists, reservations, orders…): a format reaches them through the events it is
   * the format of, whatever venue hosts them (spec section 6 opens events to formats; only disco users' requests carry
   * their discoId).
   */
  ofEvent?: boolean;
  /**
   * Roles whose records name their venue in `discoId` without being reached by it (a format's events are reached by
   * their format): the venue is theirs to set on a new record, never to change on an existing one (the club hosting a
   * format's night stays the club).
   */
  venueSetOnCreateBy?: readonly Role[];
};

/** The id no event has: a format that runs no event reaches no event's record (its lists are empty, not refused). */
export const noEvent = "000000000000000000000000";

export const venueRoles: readonly Role[] = ["disco", "format", "structure"];

/**
 * The venue whose rows a user reaches: a venue user's own (disco, format or structure alike), a collaborator's
 * selected venue (the roles held there are the permissions table's business), none for an admin, who reaches every
 * venue. `null` is a user who reaches no venue at all (a venue account without its venue, a user without one).
 */
export function reachedVenue(reach: Reach): string | undefined | null {
  const { role, discoId } = reach.user;
  if (role === "admin") return undefined;
  if (venueRoles.includes(role)) return discoId || null;
  return reach.venueId || null;
}

/** The field that names the owning venue of a row for this role. */
function ownerField(owner: RowOwner, role: Role): string {
  return owner.fieldByRole?.[role] ?? owner.field ?? "discoId";
}

/**
 * The upstream query confining an entity's rows to what the user reaches: nothing for an admin or for platform-wide
 * entities (no owner: catalogues, venues, users, the global wheel), else the owning venue's field. `null` when the user
 * reaches no row of a venue-owned entity.
 */
export function rowScope(owner: RowOwner | undefined, reach: Reach): Query | null {
  if (!owner) return {};
  const venue = reachedVenue(reach);
  if (venue === undefined) return {};
  if (venue === null) return null;
  if (owner.ofEvent && reach.user.role === "format") return { eventId: formatEventsQuery(reach) };
  return { [ownerField(owner, reach.user.role)]: venue };
}

/** A format's events as the `eventId` filter of their records (any of them). */
function formatEventsQuery(reach: Reach): string {
  // Always a choice of several (the id no event has closes it), so no form takes it for a fixed value to write.
  return [...(reach.formatEvents ?? []), noEvent].join(",");
}

/**
 * The reach of a record inside an event the user reaches (a tab of the event workspace, whose event in the URL is
 * checked before anything of it is shown or written): the event's own records are reached through the event, so a
 * format reaches them at the club that hosts its night; every other role keeps its venue, which is the event's own.
 */
export function rowScopeWithinEvent(owner: RowOwner | undefined, reach: Reach, eventId: string): Query | null {
  if (owner?.ofEvent && reach.user.role === "format") return reachedVenue(reach) === null ? null : { eventId };
  return rowScope(owner, reach);
}

/** The owner of most venue records: the venue named by `discoId`. */
export const byVenue: RowOwner = {};

/** The owner of an event's records: its venue by `discoId`, and for a format the events it is the format of. */
export const byEvent: RowOwner = { ofEvent: true };

/** The owner of events: the venue hosting them by `discoId`, and for a format the events it is the format of. */
export const eventsOwner: RowOwner = { fieldByRole: { format: "format" }, venueSetOnCreateBy: ["format"] };

/** The venue a new record is created at for a role that sets it only on create (see `venueSetOnCreateBy`). */
export function venueOnCreate(owner: RowOwner | undefined, reach: Reach): Query {
  if (!owner?.venueSetOnCreateBy?.includes(reach.user.role)) return {};
  const venue = reachedVenue(reach);
  return venue ? { discoId: venue } : {};
}

/** Whose rows a select over an endpoint offers (`optionsFrom.venueScoped`): events and an event's lists as above. */
export function ownerOfEndpoint(endpoint: string): RowOwner {
  if (endpoint === "events") return eventsOwner;
  if (endpoint === "lists") return byEvent;
  return byVenue;
}
