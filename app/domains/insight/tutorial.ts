// What the tutorial tells each collaborator role it sees, derived from the permissions table so the guide stays true:
// the sidebar entries, the other pages the role may open, the event workspace's tabs and the landing page.
import {
  canAccess,
  sections,
  type EventTab,
  type Section,
  type SectionKey,
  type Viewer,
} from "~/core/access/permissions";
import { eventTabsFor, landingFor, sidebarFor } from "~/core/access/navigation";
import { eligibleCollaboratorRoles, type CollaboratorRole } from "~/core/access/roles";

/** The roles the tutorial walks through, in the order of spec section 9 (the roles that may sign in). */
export const tutorialRoles: readonly CollaboratorRole[] = eligibleCollaboratorRoles;

export type RoleGuide = {
  role: CollaboratorRole;
  /** The section the role lands on after signing in. */
  landing: SectionKey | null;
  /** The sidebar entries, in the sidebar's order (the tutorial itself left out). */
  menu: SectionKey[];
  /** Pages the role may open that have no sidebar entry (reached from another page). */
  otherPages: SectionKey[];
  /** The event workspace's tabs, in order; empty when the role does not see events. */
  eventTabs: EventTab[];
};

/** Sections open to every signed-in user whatever their role (the profile): not part of any role's guide. */
const forEveryone = (entry: Section) => entry.roles.includes("user") && entry.roles.includes("admin");

export function roleGuide(role: CollaboratorRole): RoleGuide {
  const viewer: Viewer = { role: "user", venueRoles: [role] };
  const menu = sidebarFor(viewer, { devMenu: false }).filter((entry) => entry.key !== "tutorial");
  const inMenu = new Set<SectionKey>([...menu.map((entry) => entry.key), "tutorial"]);
  const otherPages = sections
    .filter((entry) => !inMenu.has(entry.key) && !forEveryone(entry) && canAccess(entry, viewer))
    .map((entry) => entry.key);
  return {
    role,
    landing: sections.find((entry) => entry.path === landingFor(viewer))?.key ?? null,
    menu: menu.map((entry) => entry.key),
    otherPages,
    eventTabs: canAccess("events", viewer) ? eventTabsFor(viewer) : [],
  };
}

/** The guide of every role, the signed-in user's own roles first (in the tutorial's order otherwise). */
export function tutorialGuides(own: readonly CollaboratorRole[]): RoleGuide[] {
  const mine = tutorialRoles.filter((role) => own.includes(role));
  const others = tutorialRoles.filter((role) => !own.includes(role));
  return [...mine, ...others].map(roleGuide);
}
