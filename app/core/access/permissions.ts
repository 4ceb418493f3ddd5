// The one permissions table (spec sections 2 and 6): who may open every section (its path is in section-paths.ts), its
// sidebar entry and the landing pages. The sidebar renders from it and every guard reads it; no other module lists
// roles. Server-side: the browser gets what it needs from the loaders (the menu, the related pages' families).
import type { CollaboratorRole, Role } from "./roles";
import { eligibleCollaboratorRoles } from "./roles";
import type { SessionUser } from "../auth/user";
import { sectionKeyForPath, sectionPaths, type SectionKey } from "./section-paths";

export type { SectionKey } from "./section-paths";

export type IconName =
  | "profile"
  | "cash"
  | "venue"
  | "format"
  | "structure"
  | "gallery"
  | "category"
  | "request"
  | "event"
  | "template"
  | "product"
  | "promo"
  | "scan"
  | "vip"
  | "order"
  | "table"
  | "list"
  | "people"
  | "flag"
  | "music"
  | "user"
  | "chart"
  | "check"
  | "feedback"
  | "image"
  | "banner"
  | "bell"
  | "megaphone"
  | "map"
  | "help"
  | "chat"
  | "promoter"
  | "audit";

type SectionDefinition = {
  path: string;
  /** Roles that may open the section. */
  roles: readonly Role[];
  /**
   * Present when plain users may open the section through a collaborator role at the selected venue. The promoter
   * (admin_promoter) passes every section that has this list, even an empty one (spec section 6).
   */
  collaboratorRoles?: readonly CollaboratorRole[];
  /** The sidebar entry: who sees it (still subject to the section's access), and whether only development builds show it. */
  menu?: { roles: readonly Role[]; icon: IconName; devOnly?: true };
  /**
   * A section without a sidebar entry is reached from the pages of these sections (the first the viewer may open):
   * their pages show it in the strip of related pages (`relatedSections`), so no route is an orphan.
   */
  linkedFrom?: readonly string[];
  /**
   * Who writes the section's own records (creates, edits, duplicates, deletes them), when that is fewer than who opens
   * it; absent, whoever opens the section writes there (within the row scope and the grants of write-grants.ts).
   * A section with this list keeps its desk tools (CSV export, saved views, column chooser, bulk runs) to its writers.
   */
  write?: Pick<SectionDefinition, "roles" | "collaboratorRoles">;
};

/** A section's rules, its path aside (section-paths.ts). */
type SectionRules = Omit<SectionDefinition, "path">;

const all: readonly Role[] = ["user", "admin", "disco", "format", "structure"];
const promoterOnly: readonly CollaboratorRole[] = [];
/** The platform's admins and the accounts of the venues that run events (a club, a format). */
const venueManagers: readonly Role[] = ["admin", "disco", "format"];

// Sidebar entries come first, in the order of spec section 2; sections reached otherwise follow.
const definitions = {
  discoProfile: {
    roles: ["disco", "structure", "format"],
    menu: { roles: ["disco", "format", "structure"], icon: "profile" },
  },
  // In the sidebar of development builds only; in every build, reached from the venue's profile.
  dataCash: {
    roles: ["disco"],
    menu: { roles: ["disco"], icon: "cash", devOnly: true },
    linkedFrom: ["discoProfile"],
  },
  discos: { roles: ["admin"], menu: { roles: ["admin"], icon: "venue" } },
  formats: { roles: ["admin"], menu: { roles: ["admin"], icon: "format" } },
  structures: {
    roles: ["admin"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["admin", "user"], icon: "structure" },
  },
  galleries: {
    roles: ["admin", "disco", "format", "structure"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["admin", "user", "disco", "structure", "format"], icon: "gallery" },
  },
  discoCategories: {
    roles: ["admin"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["admin", "user"], icon: "category" },
  },
  formatRequests: {
    roles: ["admin", "disco", "format"],
    menu: { roles: ["admin", "disco", "format"], icon: "request" },
  },
  /**
   * The night staff (galley, cloakroom, the event back-office who works the door) read the events and work their own
   * tab; the events themselves are created, edited, duplicated and deleted by the venue managers only (decision 030).
   */
  events: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: ["galley_attendant", "cloakroom_attendant", "backoffice_event"],
    menu: { roles: ["admin", "disco", "user", "format"], icon: "event" },
    write: { roles: venueManagers },
  },
  productTemplates: { roles: ["admin"], menu: { roles: ["admin"], icon: "template" } },
  products: { roles: ["disco"], menu: { roles: ["disco"], icon: "product" } },
  promos: {
    roles: ["disco", "structure", "format", "admin"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["disco", "structure", "format", "admin", "user"], icon: "promo" },
  },
  promoScan: {
    roles: ["disco", "structure", "format"],
    menu: { roles: ["disco", "structure", "format", "user"], icon: "scan" },
  },
  vips: { roles: ["disco"], menu: { roles: ["disco"], icon: "vip" } },
  orders: { roles: ["admin", "disco", "format"], menu: { roles: ["admin", "disco"], icon: "order" } },
  ordersTables: {
    roles: ["admin", "disco"],
    menu: { roles: ["admin", "disco"], icon: "table", devOnly: true },
    linkedFrom: ["orders"],
  },
  lists: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: ["backoffice_collaborator"],
    menu: { roles: ["admin", "disco", "user", "format"], icon: "list" },
  },
  /**
   * The promoter ledger (issue 15; not in the spec's sidebar): an admin sees every venue's promoters, a venue account
   * its own, a promoter (admin_promoter, as in every section listing collaborator roles) only their own row.
   */
  promoters: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["admin", "disco", "format", "user"], icon: "promoter" },
  },
  collaborators: {
    roles: ["admin", "disco", "format", "structure"],
    collaboratorRoles: ["backoffice_collaborator"],
    menu: { roles: ["admin", "disco", "user", "format", "structure"], icon: "people" },
  },
  reportings: { roles: ["admin"], menu: { roles: ["admin"], icon: "flag" } },
  musicalGenres: { roles: ["admin"], menu: { roles: ["admin"], icon: "music" } },
  users: { roles: ["admin"], menu: { roles: ["admin"], icon: "user" } },
  charts: {
    roles: ["admin", "disco", "structure", "format"],
    menu: { roles: ["admin", "disco", "structure", "format"], icon: "chart" },
  },
  userValidations: { roles: ["admin"], menu: { roles: ["admin"], icon: "check" } },
  feedbacks: { roles: ["admin"], menu: { roles: ["admin"], icon: "feedback" } },
  images: { roles: ["admin"], menu: { roles: ["admin"], icon: "image" } },
  banners: {
    roles: ["admin", "disco", "structure", "format"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["disco", "user", "structure", "format", "admin"], icon: "banner" },
  },
  followers: {
    roles: ["disco", "structure", "format"],
    menu: { roles: ["disco", "structure", "format"], icon: "bell" },
  },
  sendNotifications: { roles: ["admin"], menu: { roles: ["admin"], icon: "megaphone" } },
  /**
   * The support inbox (spec sections 3, 4 and 7 name the chat calls; section 2 no entry, decision 018): the platform's
   * admins, the three venue roles and the venue's back-office staff (the event and collaborator back-offices; the
   * promoter, as in every section that lists collaborator roles). Not the galley or cloakroom: they serve the night.
   */
  chats: {
    roles: ["admin", "disco", "format", "structure"],
    collaboratorRoles: ["backoffice_event", "backoffice_collaborator"],
    menu: { roles: ["admin", "disco", "format", "structure", "user"], icon: "chat" },
  },
  /**
   * The audit trail (issue 16, decision 022): admins see every entry; a venue account (club, format, structure) its
   * venue's entries and its records' histories, since it answers for its prices, refunds and staff. Collaborators do not:
   * the trail is where their work is accounted for, not a tool of it.
   */
  audit: {
    roles: ["admin", "disco", "format", "structure"],
    menu: { roles: ["admin", "disco", "format", "structure"], icon: "audit" },
  },
  map: {
    roles: ["admin"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["admin", "user"], icon: "map" },
  },
  tutorial: {
    roles: ["user"],
    collaboratorRoles: promoterOnly,
    menu: { roles: ["user"], icon: "help" },
  },

  reservations: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: ["backoffice_event"],
    linkedFrom: ["events"],
  },
  festivalReservations: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: ["backoffice_event"],
    linkedFrom: ["events"],
  },
  assignProducts: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: ["backoffice_event"],
    linkedFrom: ["events"],
  },
  userRatings: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: ["backoffice_event"],
    linkedFrom: ["events"],
  },
  tables: { roles: ["admin", "disco", "format"], linkedFrom: ["events"] },
  /** The bar board of tonight's orders: the venue, and the staff who serve (bar staff and the galley, issue 6). */
  bar: {
    roles: ["admin", "disco", "format"],
    collaboratorRoles: ["bartender", "cashier_bar", "galley_attendant"],
    linkedFrom: ["orders", "events"],
  },
  spinGifts: { roles: ["admin", "disco"], linkedFrom: ["promos"] },
  globalSpinGifts: {
    roles: ["admin", "structure"],
    collaboratorRoles: promoterOnly,
    linkedFrom: ["promos"],
  },
  productCategories: {
    roles: ["admin", "disco"],
    linkedFrom: ["products", "productTemplates"],
  },
  instagramShares: { roles: ["admin"], linkedFrom: ["events"] },
  imagesSelect: { roles: ["admin"], linkedFrom: ["images"] },
  statistics: { roles: ["admin", "disco"], linkedFrom: ["charts"] },
  /**
   * The global search (issue 24, decision 033), reached from the header of every page: the desk's tool, not the night's.
   * The venue managers and the collaborators' back-office (the promoter passes, as wherever collaborator roles are
   * listed); each finds only the kinds whose sections it opens (domains/search). The night staff (galley, cloakroom,
   * the event back-office at the door) and the structures, who open none of those kinds, have no search.
   */
  search: { roles: venueManagers, collaboratorRoles: ["backoffice_collaborator"] },
  // Reached from the profile menu of every page, and the password change from the profile's own page.
  profile: { roles: all },
  changePassword: { roles: all },
} satisfies Record<SectionKey, SectionRules>;

export type Section = SectionDefinition & { key: SectionKey };

export function section(key: SectionKey): Section {
  return { key, path: sectionPaths[key], ...(definitions[key] as SectionRules) };
}

export const sections: readonly Section[] = (Object.keys(definitions) as SectionKey[]).map(section);

/** Who is asking: the role, and for a plain user the collaborator roles held at the selected venue. */
export type Viewer = { role: Role; venueRoles: readonly CollaboratorRole[] };

export function viewerOf(user: Pick<SessionUser, "role" | "collaboratingDiscos">, venueId: string | undefined): Viewer {
  if (user.role !== "user") return { role: user.role, venueRoles: [] };
  const venueRoles = user.collaboratingDiscos
    .filter((c) => c.discoId === venueId && eligibleCollaboratorRoles.includes(c.role))
    .map((c) => c.role);
  return { role: user.role, venueRoles };
}

export function canAccess(target: Section | SectionKey, viewer: Viewer): boolean {
  const entry = typeof target === "string" ? section(target) : target;
  if (entry.roles.includes(viewer.role)) return true;
  if (viewer.role !== "user" || !entry.collaboratorRoles) return false;
  if (viewer.venueRoles.includes("admin_promoter")) return true;
  return entry.collaboratorRoles.some((role) => viewer.venueRoles.includes(role));
}

/**
 * Whether the viewer is among the section's writers (`write`), or the section names none (whoever opens it writes).
 * Opening the section is the guard's own check (requireAccess); refused writes are neither offered nor accepted.
 */
export function writesSection(key: SectionKey, viewer: Viewer): boolean {
  const entry = section(key);
  return !entry.write || canAccess({ key, path: entry.path, ...entry.write }, viewer);
}

export type MenuOptions = { devMenu: boolean };

/**
 * The tabs of the event workspace (spec section 2), in order, and who opens each: the roles of the section the tab
 * shows (reservations, lists, orders...), or the venue managers with the collaborator who works that tab (spec
 * section 6: a galley attendant the galley, a cloakroom attendant the cloakroom). Every tab also needs `events`.
 */
const eventTabDefinitions = {
  /** The event's own record (its form, duplicate, delete): who writes events. */
  info: definitions.events.write,
  /** The entrance of the night (issue 15): the venue managers and the event's back-office. */
  door: { roles: venueManagers, collaboratorRoles: ["backoffice_event"] },
  "ticket-releases": { roles: venueManagers },
  lists: definitions.lists,
  reservations: definitions.reservations,
  "web-reservations": definitions.reservations,
  collaborators: definitions.collaborators,
  tables: definitions.tables,
  products: { roles: venueManagers },
  orders: definitions.orders,
  "order-items": definitions.orders,
  galley: { roles: venueManagers, collaboratorRoles: ["galley_attendant"] },
  cloakroom: { roles: venueManagers, collaboratorRoles: ["cloakroom_attendant"] },
  "spin-gifts": definitions.spinGifts,
  gallery: definitions.galleries,
  statistics: definitions.statistics,
} satisfies Record<string, Pick<SectionDefinition, "roles" | "collaboratorRoles">>;

export type EventTab = keyof typeof eventTabDefinitions;
export const eventTabs = Object.keys(eventTabDefinitions) as EventTab[];

/** Who sets the door's capacity of an event (decision 048): the venue managers, not the collaborator at the door. */
export function setsDoorCapacity(viewer: Viewer): boolean {
  return canAccess({ key: "events", path: "", roles: venueManagers }, viewer);
}

/** Whether the viewer works this tab (its roles), which makes the tab's records theirs to write (decision 030). */
export function worksEventTab(tab: EventTab, viewer: Viewer): boolean {
  return canAccess({ key: "events", path: "", ...eventTabDefinitions[tab] }, viewer);
}

export function canOpenEventTab(tab: EventTab, viewer: Viewer): boolean {
  return canAccess("events", viewer) && worksEventTab(tab, viewer);
}

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
