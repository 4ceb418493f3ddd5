// The roles of spec section 6 and the collaborator roles of section 3.
export const roles = ["user", "admin", "disco", "format", "structure"] as const;
export type Role = (typeof roles)[number];

export const collaboratorRoles = [
  "ticket_inspector",
  "cashier",
  "cashier_bar",
  "pr",
  "bartender",
  "galley_attendant",
  "cloakroom_attendant",
  "backoffice_event",
  "backoffice_collaborator",
  "admin_promoter",
] as const;
export type CollaboratorRole = (typeof collaboratorRoles)[number];

/** Collaborator roles that let a plain user sign in and select a venue (spec sections 5 and 9). */
export const eligibleCollaboratorRoles: readonly CollaboratorRole[] = [
  "cloakroom_attendant",
  "galley_attendant",
  "backoffice_event",
  "backoffice_collaborator",
  "admin_promoter",
];

export const discoTypes = ["disco", "format", "structure"] as const;
