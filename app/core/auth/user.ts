// The signed-in user as the session keeps it: only what menus, guards and the header need, so the cookie stays small.
import { z } from "zod";
import {
  collaboratorRoles,
  discoTypes,
  eligibleCollaboratorRoles,
  roles,
  type CollaboratorRole,
} from "../access/roles";

const discoRefSchema = z
  .object({ _id: z.string().optional(), name: z.string().optional(), discoType: z.enum(discoTypes).optional() })
  .passthrough();

/** The user object of the upstream (spec section 3), as far as this app relies on it. */
export const upstreamUserSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    name: z.string().optional().default(""),
    surname: z.string().optional().default(""),
    username: z.string().optional(),
    role: z.enum(roles),
    /** A disabled account (spec section 3) may not work in the back-office, whatever its role. */
    isEnabled: z.boolean().nullish(),
    discoId: z.string().nullish(),
    disco: discoRefSchema.nullish(),
    profileImage: z.string().nullish(),
    privacyPolicyAccepted: z.boolean().nullish(),
    termsAndConditionsAccepted: z.boolean().nullish(),
    collaboratingDiscos: z
      .array(
        z.object({
          discoId: z.string(),
          role: z.enum(collaboratorRoles),
          disco: discoRefSchema.nullish(),
        }),
      )
      .optional()
      .default([]),
  })
  .passthrough();

export type UpstreamUser = z.infer<typeof upstreamUserSchema>;

type VenueRole = { discoId: string; role: CollaboratorRole; discoName: string };

export type SessionUser = {
  _id: string;
  email: string;
  name: string;
  surname: string;
  username?: string;
  role: UpstreamUser["role"];
  discoId?: string;
  discoType?: (typeof discoTypes)[number];
  profileImage?: string;
  /** What the complete-profile dialog asks for (spec sections 4 and 5), with the username. */
  privacyPolicyAccepted?: boolean;
  termsAndConditionsAccepted?: boolean;
  collaboratingDiscos: VenueRole[];
};

export function toSessionUser(user: UpstreamUser): SessionUser {
  return {
    _id: user._id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    username: user.username,
    role: user.role,
    discoId: user.discoId ?? undefined,
    discoType: user.disco?.discoType,
    profileImage: user.profileImage || undefined,
    privacyPolicyAccepted: user.privacyPolicyAccepted ?? false,
    termsAndConditionsAccepted: user.termsAndConditionsAccepted ?? false,
    collaboratingDiscos: user.collaboratingDiscos.map((c) => ({
      discoId: c.discoId,
      role: c.role,
      discoName: c.disco?.name ?? c.discoId,
    })),
  };
}

/** Spec section 5: a plain user may enter only holding one of the eligible collaborator roles. */
function mayEnter(user: Pick<SessionUser, "role" | "collaboratingDiscos">): boolean {
  if (user.role !== "user") return true;
  return user.collaboratingDiscos.some((c) => eligibleCollaboratorRoles.includes(c.role));
}

/** Why the upstream's user may not have a session: its answer does not fit, it is disabled, or it may not enter. */
export type Refusal = "malformed" | "disabled" | "notAllowed";

/**
 * The session user built from the upstream's user, as every sign-in and every recheck of the rights builds it (spec
 * section 5's rule included), or why there is none.
 */
export function admittedUser(upstream: unknown): { user: SessionUser } | { refused: Refusal } {
  const parsed = upstreamUserSchema.safeParse(upstream);
  if (!parsed.success) return { refused: "malformed" };
  if (parsed.data.isEnabled === false) return { refused: "disabled" };
  const user = toSessionUser(parsed.data);
  return mayEnter(user) ? { user } : { refused: "notAllowed" };
}

/** The venues a collaborator can select in the sidebar, each once, in the order the upstream gave. */
export function selectableVenues(
  user: Pick<SessionUser, "collaboratingDiscos">,
): { discoId: string; discoName: string }[] {
  const seen = new Map<string, string>();
  for (const c of user.collaboratingDiscos) {
    if (eligibleCollaboratorRoles.includes(c.role) && !seen.has(c.discoId)) seen.set(c.discoId, c.discoName);
  }
  return [...seen].map(([discoId, discoName]) => ({ discoId, discoName }));
}

/**
 * The venue a collaborator works at now: the one chosen in the sidebar while it is still among theirs, else the first
 * of theirs, else none. Venue accounts and admins work at no selected venue.
 */
export function selectedVenue(
  user: Pick<SessionUser, "role" | "collaboratingDiscos">,
  chosen: string | undefined,
): string | undefined {
  if (user.role !== "user") return undefined;
  const venues = selectableVenues(user);
  return venues.find((venue) => venue.discoId === chosen)?.discoId ?? venues[0]?.discoId;
}

export function displayName(user: Pick<SessionUser, "name" | "surname" | "email">): string {
  return [user.name, user.surname].filter(Boolean).join(" ") || user.email;
}
