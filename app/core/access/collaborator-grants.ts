// Who may grant which collaborator role (decision 025). Spec section 6 makes admin_promoter the promoter,
// who opens sections of their own, and backoffice_collaborator the one who hands out roles: granting either is giving
// away the keys, so only the platform's admins and the venue's own account (disco, format, structure: the venue is
// fixed to their own by the row scope) grant them. And nobody changes their own roles, not even an admin: a role is
// always given, or taken away, by someone else.
import type { CollaboratorRole, Role } from "./roles";
import { collaboratorRoles } from "./roles";

/** The roles that open the venue's collaborators or the promoter's sections. */
const keyCollaboratorRoles: readonly CollaboratorRole[] = ["backoffice_collaborator", "admin_promoter"];

/** Who grants (and takes away) the key roles: an admin, or the venue's own account. */
const keyRoleGranters: readonly Role[] = ["admin", "disco", "format", "structure"];

/** The collaborator roles a user may give or take away: every one for a granter, else all but the key roles. */
export function grantableRoles(granter: Role): CollaboratorRole[] {
  return keyRoleGranters.includes(granter)
    ? [...collaboratorRoles]
    : collaboratorRoles.filter((role) => !keyCollaboratorRoles.includes(role));
}

/** Who is changing a collaborator: their own user id and role. */
export type Granter = { userId: string; role: Role };

/**
 * Why a collaborator record may not be written (created, or deleted) by this user: it names the user themselves, or a
 * role they may not grant (or one that is not a collaborator role at all). Null when it may.
 */
export function grantRefusal(
  granter: Granter,
  grant: Readonly<Record<string, unknown>>,
): { field: "userId" | "role"; reason: "ownRoles" | "notGrantable" } | null {
  if (typeof grant.userId === "string" && grant.userId === granter.userId)
    return { field: "userId", reason: "ownRoles" };
  if (!grantableRoles(granter.role).includes(grant.role as CollaboratorRole))
    return { field: "role", reason: "notGrantable" };
  return null;
}
