// The one permissions table (spec sections 2 and 6): who may open every section (its path is in section-paths.ts), its
// sidebar entry, who writes there, and who opens each tab of the event workspace. Every guard reads it, and what the
// shell shows (the sidebar, the landing pages, the related pages) is worked out from it in navigation.ts; no module
// outside core/access lists roles. Server-side: the browser gets what it needs from the loaders (the menu, the related
// pages' families).
import type { CollaboratorRole, Role } from "./roles";
import { eligibleCollaboratorRoles } from "./roles";
import type { SessionUser } from "../auth/user";
import { sectionPaths, type SectionKey } from "./section-paths";

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
   * The promoter ledger (not in the spec's sidebar): an admin sees every venue's promoters, a venue account
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
   * The audit trail (decision 022): admins see every entry; a venue account (club, format, structure) its
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

  // Sections without a sidebar entry, reached from other pages (`linkedFrom`, the header, the profile menu).
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
  /** The bar board of tonight's orders: the venue, and the staff who serve (bar staff and the galley, decision 007). */
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
   * The global search (decision 033), reached from the header of every page: the desk's tool, not the night's.
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

export const sections: readonly Section[] = (Object.keys(definitions) as SectionKey[]).map((key) => ({
  key,
  path: sectionPaths[key],
  ...(definitions[key] as SectionRules),
}));

// Built once: every page asks for sections by key many times over (each menu entry, each guard, each counter).
const sectionsByKey = new Map(sections.map((entry) => [entry.key, entry]));

export function section(key: SectionKey): Section {
  return sectionsByKey.get(key)!;
}

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

/**
 * The tabs of the event workspace (spec section 2), in order, and who opens each: the roles of the section the tab
 * shows (reservations, lists, orders...), or the venue managers with the collaborator who works that tab (spec
 * section 6: a galley attendant the galley, a cloakroom attendant the cloakroom). Every tab also needs `events`.
 */
const eventTabDefinitions = {
  /** The event's own record (its form, duplicate, delete): who writes events. */
  info: definitions.events.write,
  /** The entrance of the night (decisions 030 and 048): the venue managers and the event's back-office. */
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
