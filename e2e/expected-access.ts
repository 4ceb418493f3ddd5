// What each demo account may open, written by hand from spec sections 2 and 6 (and, for the few paths section 6 does
// not name, the reading tests/permissions.test.ts states): a literal list per account, never computed from
// app/lib/permissions.ts, so a wrong entry in the app's table makes the authorization matrix fail.
import type { AccountName } from "./accounts";

/** Every section path the back-office has; the matrix fails when the app has one this list does not mention. */
export const knownSectionPaths = [
  "/disco-profile",
  "/dataCash",
  "/discos",
  "/formats",
  "/structures",
  "/galleries",
  "/disco-categories",
  "/formatRequests",
  "/events",
  "/product-templates",
  "/products",
  "/promos",
  "/promoScan",
  "/vips",
  "/orders",
  "/orders/tables",
  "/lists",
  "/promoters",
  "/collaborators",
  "/reportings",
  "/audit",
  "/musicalGenres",
  "/users",
  "/charts",
  "/user-validations",
  "/feedbacks",
  "/images",
  "/banners",
  "/followers",
  "/send-notifications",
  "/chats",
  "/map",
  "/tutorial",
  "/reservations",
  "/festival-reservations",
  "/assign-products",
  "/user-ratings",
  "/tables",
  "/orders/bar",
  "/spin-gifts",
  "/globalSpinGifts",
  "/product-categories",
  "/instagram-shares",
  "/images/select",
  "/statistics",
  "/profile",
  "/profile/change-password",
  "/search",
];

/**
 * The global search (decision 033): the desk's tool, for the venue managers, the collaborators' back-office
 * and the promoter; not the night staff (galley, cloakroom, the event back-office at the door), who work their tab, nor
 * a structure, which opens none of the kinds it finds (events, reservations, orders, users, products, lists).
 */
const search = ["/search"];

/** Every signed-in account opens its own profile and password change. */
const own = ["/profile", "/profile/change-password"];

/**
 * The support inbox: sections 3, 4 and 7 name the chat calls and section 6 names no role for them. Our reading: the
 * platform's admins, every venue (disco, format, structure: each talks with its public), and the venue's back-office
 * staff (the event and collaborator back-offices; the promoter, as wherever collaborator roles are listed). The galley
 * and the cloakroom serve the night and have no inbox.
 */
const inbox = ["/chats"];

/**
 * The sections each account opens (status 200); every other known section answers not-found (404). Plain users are
 * judged by their role at the venue the sidebar selects first (collaboffice: the demo club, where it is the
 * collaborator backoffice; its promoter role is at a second venue).
 */
export const expectedOpen: Record<AccountName, string[]> = {
  admin: [
    // admin only
    "/users",
    "/musicalGenres",
    "/discos",
    "/formats",
    "/reportings",
    "/user-validations",
    "/images",
    "/product-templates",
    "/feedbacks",
    "/instagram-shares",
    "/send-notifications",
    // with other roles
    "/events",
    "/statistics",
    "/lists",
    // the promoter ledger
    "/promoters",
    "/collaborators",
    "/reservations",
    "/festival-reservations",
    "/assign-products",
    "/user-ratings",
    "/orders",
    "/tables",
    "/spin-gifts",
    "/orders/tables",
    "/promos",
    "/structures",
    "/disco-categories",
    "/banners",
    "/map",
    "/globalSpinGifts",
    "/charts",
    "/galleries",
    // not named by section 6: the bar board (decision 007), format requests, image picker, product categories
    "/orders/bar",
    "/formatRequests",
    "/images/select",
    "/product-categories",
    // the audit trail (decision 022)
    "/audit",
    ...inbox,
    ...search,
    ...own,
  ],
  disco: [
    "/events",
    "/statistics",
    "/lists",
    // the promoter ledger
    "/promoters",
    "/collaborators",
    "/vips",
    "/products",
    "/dataCash",
    "/disco-profile",
    "/followers",
    "/reservations",
    "/festival-reservations",
    "/assign-products",
    "/user-ratings",
    "/orders",
    "/tables",
    "/spin-gifts",
    "/orders/tables",
    "/promos",
    "/promoScan",
    "/charts",
    "/galleries",
    "/banners",
    "/orders/bar",
    "/formatRequests",
    "/product-categories",
    // the audit trail (decision 022)
    "/audit",
    ...inbox,
    ...search,
    ...own,
  ],
  format: [
    "/events",
    "/lists",
    // the promoter ledger
    "/promoters",
    "/collaborators",
    "/disco-profile",
    "/followers",
    "/reservations",
    "/festival-reservations",
    "/assign-products",
    "/user-ratings",
    "/orders",
    "/tables",
    "/promos",
    "/promoScan",
    "/charts",
    "/galleries",
    "/banners",
    "/orders/bar",
    "/formatRequests",
    // the audit trail (decision 022)
    "/audit",
    ...inbox,
    ...search,
    ...own,
  ],
  structure: [
    "/collaborators",
    "/disco-profile",
    "/followers",
    "/promos",
    "/promoScan",
    "/globalSpinGifts",
    "/charts",
    "/galleries",
    "/banners",
    // the audit trail (decision 022)
    "/audit",
    ...inbox,
    ...own,
  ],
  // admin_promoter: every section whose roles list collaborator roles (section 6: "the user is a promoter"), and the
  // tutorial. Opening is reading: structures, disco categories and the global wheel are read-only to them (decision
  // 025, e2e/grants.spec.ts), as the global wheel is to the structure account.
  promoter: [
    "/events",
    "/lists",
    // the promoter ledger
    "/promoters",
    "/collaborators",
    "/reservations",
    "/festival-reservations",
    "/assign-products",
    "/user-ratings",
    "/promos",
    "/structures",
    "/disco-categories",
    "/banners",
    "/map",
    "/globalSpinGifts",
    "/galleries",
    "/tutorial",
    "/orders/bar",
    ...inbox,
    ...search,
    ...own,
  ],
  // galley attendant: events; the bar board serves the galley too (decision 007).
  galley: ["/events", "/orders/bar", "/tutorial", ...own],
  cloakroom: ["/events", "/tutorial", ...own],
  // event backoffice: events, reservations, festival reservations, assign-products, user-ratings.
  eventoffice: [
    "/events",
    "/reservations",
    "/festival-reservations",
    "/assign-products",
    "/user-ratings",
    "/tutorial",
    ...inbox,
    ...own,
  ],
  // collaborator backoffice: lists and collaborators.
  collaboffice: ["/lists", "/collaborators", "/tutorial", ...inbox, ...search, ...own],
};
