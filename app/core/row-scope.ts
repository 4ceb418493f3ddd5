// The one rule of row scope, beside the permissions table: which venue's rows a signed-in user may read or write, as
// the upstream query that confines them. The permissions table says who opens a section; this says which of its rows
// they reach. Lists and records are read through it, and every write first finds its record through it
// (`findInScope` in resource.server.ts), so a record outside it is not-found and nothing is sent upstream.
// Decision 011 records why every venue role is confined, not only disco users.
import type { Role } from "./roles";
import type { Query } from "./upstream-query";
import type { SessionUser } from "./user";

/** Who asks, as far as rows go: the role, their own venue (venue roles), the venue selected in the sidebar (users). */
export type Reach = { user: Pick<SessionUser, "role" | "discoId">; venueId?: string | undefined };

/** How an entity's rows belong to a venue: the field naming it, per role where the role's venue sits elsewhere. */
export type RowOwner = {
  /** The field holding the owning venue's id (`discoId` unless said). */
  field?: string;
  /** A role whose venue is named by another field (a format's requests name it as `formatId`). */
  fieldByRole?: Partial<Record<Role, string>>;
};

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
export function ownerField(owner: RowOwner, role: Role): string {
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
  return { [ownerField(owner, reach.user.role)]: venue };
}

/** The owner of most venue records: the venue named by `discoId`. */
export const byVenue: RowOwner = {};
