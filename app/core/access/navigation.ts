// What the shell shows a viewer, worked out from the permissions table (permissions.ts): the sidebar, the event tabs,
// the landing page after sign-in (for the night staff, tonight's tab), and the strips of related pages. Server-side,
// like the table: the browser gets the results from the loaders.
import type { CollaboratorRole } from "./roles";
import {
  canAccess,
  canOpenEventTab,
  eventTabs,
  section,
  sections,
  type EventTab,
  type Section,
  type SectionKey,
  type Viewer,
} from "./permissions";
import { sectionKeyForPath } from "./section-paths";

export type MenuOptions = { devMenu: boolean };

/** The tabs a viewer sees, in order; the workspace opens on the first. */
export function eventTabsFor(viewer: Viewer): EventTab[] {
  return eventTabs.filter((tab) => canOpenEventTab(tab, viewer));
}

/** The sidebar entries a viewer sees, in order. */
export function sidebarFor(viewer: Viewer, options: MenuOptions): Section[] {
  return sections.filter(
    (entry) =>
      entry.menu !== undefined &&
      entry.menu.roles.includes(viewer.role) &&
      (!entry.menu.devOnly || options.devMenu) &&
      canAccess(entry, viewer),
  );
}

/**
 * The tab of the night a night-staff viewer works (spec section 6: the galley attendant the galley, the cloakroom
 * attendant the cloakroom, the event back-office the door), or null for anyone holding a desk role too: a role of its
 * own (admin, venue), the promoter or the collaborator back-office. Their landing is tonight's event's tab (decision 030).
 */
export function nightTabFor(viewer: Viewer): EventTab | null {
  if (viewer.role !== "user") return null;
  const has = (role: CollaboratorRole) => viewer.venueRoles.includes(role);
  if (has("admin_promoter") || has("backoffice_collaborator")) return null;
  if (has("backoffice_event")) return "door";
  if (has("galley_attendant")) return "galley";
  if (has("cloakroom_attendant")) return "cloakroom";
  return null;
}

/**
 * The one-tap way from tonight's event on the events list: the viewer's own night tab, else the door for whoever may
 * open it (the venue managers run the night from there too), else none.
 */
export function tonightTabFor(viewer: Viewer): EventTab | null {
  const own = nightTabFor(viewer);
  if (own) return own;
  return canAccess("events", viewer) && canOpenEventTab("door", viewer) ? "door" : null;
}

/**
 * The landing page of spec section 2, or null when the viewer has none (they go back to login). For the night staff,
 * `tonightEventId` (the one event of the selected venue tonight, when there is exactly one) turns the events list into
 * that event's own tab.
 */
export function landingFor(viewer: Viewer, tonightEventId?: string | null): string | null {
  switch (viewer.role) {
    case "structure":
      return section("promos").path;
    case "disco":
    case "format":
      return section("events").path;
    case "admin":
      return section("users").path;
    case "user": {
      const has = (role: CollaboratorRole) => viewer.venueRoles.includes(role);
      if (has("admin_promoter")) return section("banners").path;
      const nightTab = nightTabFor(viewer);
      if (nightTab && tonightEventId)
        return `${section("events").path}/${encodeURIComponent(tonightEventId)}/${nightTab}`;
      if (has("galley_attendant") || has("cloakroom_attendant") || has("backoffice_event"))
        return section("events").path;
      if (has("backoffice_collaborator")) return section("collaborators").path;
      return null;
    }
  }
}

/**
 * The strip of related pages shown on a section's page: the section a family starts from (a sidebar entry, or the
 * profile) and the sections linked from it that this viewer may open. On a linked page, the family is that of its first
 * parent the viewer may open. Empty when there is nothing else to go to.
 */
export function relatedSections(current: SectionKey, viewer: Viewer): Section[] {
  const homeOf = (entry: Section) => entry.linkedFrom?.find((key) => canAccess(key as SectionKey, viewer));
  const here = section(current);
  const head = here.linkedFrom ? homeOf(here) : current;
  if (!head) return [];
  const family = [section(head as SectionKey), ...sections.filter((entry) => homeOf(entry) === head)];
  const shown = family.filter((entry) => canAccess(entry, viewer));
  return shown.length > 1 ? shown : [];
}

/** The section a path belongs to: its own entry, or the nearest listed ancestor (a record under a list). */
export function sectionForPath(pathname: string): Section | undefined {
  const key = sectionKeyForPath(pathname);
  return key ? section(key) : undefined;
}

/**
 * The strips of related pages this viewer sees (`relatedSections`), each family once: a section belongs to one family
 * at most (its first parent the viewer may open), so the browser finds a page's strip as the family holding its section.
 */
export function relatedFamilies(viewer: Viewer): SectionKey[][] {
  return sections
    .filter((entry) => !entry.linkedFrom)
    .map((head) => relatedSections(head.key, viewer).map((entry) => entry.key))
    .filter((family) => family.length > 0);
}
