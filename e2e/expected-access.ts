// What each demo account may open, written by hand from spec sections 2 and 6 (and, for the few paths section 6 does
// not name, the reading tests/permissions.test.ts states): a literal list per account, never computed from
// app/lib/permissions.ts, so a wrong entry in the app's table makes the authorization matrix fail.
import type { AccountName } from "./accounts";

/** Every section path the back-office has; the matrix fails when the app has one this list does not mention. */
export const knownSectionPaths = [
  "/disco-profile", "/dataCash", "/discos", "/formats", "/structures", "/galleries", "/disco-categories", "/formatRequests",
  "/events", "/product-templates", "/products", "/promos", "/promoScan", "/vips", "/orders", "/orders/tables", "/lists",
  "/collaborators", "/reportings", "/musicalGenres", "/users", "/charts", "/user-validations", "/feedbacks", "/images",
  "/banners", "/followers", "/send-notifications", "/map", "/tutorial", "/reservations", "/festival-reservations",
  "/assign-products", "/user-ratings", "/tables", "/orders/bar", "/spin-gifts", "/globalSpinGifts", "/product-categories",
  "/instagram-shares", "/images/select", "/statistics", "/profile", "/profile/change-password",
];

/** Every signed-in account opens its own profile and password change. */
const own = ["/profile", "/profile/change-password"];

/**
 * The sections each account opens (status 200); every other known section answers not-found (404). Plain users are
 * judged by their role at the venue the sidebar selects first (collaboffice: the demo club, where it is the
 * collaborator backoffice; its promoter role is at a second venue).
 */
export const expectedOpen: Record<AccountName, string[]> = {
  admin: [
    // admin only
    "/users", "/musicalGenres", "/discos", "/formats", "/reportings", "/user-validations", "/images", "/product-templates",
    "/feedbacks", "/instagram-shares", "/send-notifications",
    // with other roles
    "/events", "/statistics", "/lists", "/collaborators", "/reservations", "/festival-reservations", "/assign-products",
    "/user-ratings", "/orders", "/tables", "/spin-gifts", "/orders/tables", "/promos", "/structures", "/disco-categories",
    "/banners", "/map", "/globalSpinGifts", "/charts", "/galleries",
    // not named by section 6: the bar board (issue 6), format requests, image picker, product categories
    "/orders/bar", "/formatRequests", "/images/select", "/product-categories",
    ...own,
  ],
  disco: [
    "/events", "/statistics", "/lists", "/collaborators", "/vips", "/products", "/dataCash", "/disco-profile", "/followers",
    "/reservations", "/festival-reservations", "/assign-products", "/user-ratings", "/orders", "/tables", "/spin-gifts",
    "/orders/tables", "/promos", "/promoScan", "/charts", "/galleries", "/banners",
    "/orders/bar", "/formatRequests", "/product-categories",
    ...own,
  ],
  format: [
    "/events", "/lists", "/collaborators", "/disco-profile", "/followers", "/reservations", "/festival-reservations",
    "/assign-products", "/user-ratings", "/orders", "/tables", "/promos", "/promoScan", "/charts", "/galleries", "/banners",
    "/orders/bar", "/formatRequests",
    ...own,
  ],
  structure: [
    "/collaborators", "/disco-profile", "/followers", "/promos", "/promoScan", "/globalSpinGifts", "/charts", "/galleries",
    "/banners",
    ...own,
  ],
  // admin_promoter: every section whose roles list collaborator roles (section 6: "the user is a promoter"), and the tutorial.
  promoter: [
    "/events", "/lists", "/collaborators", "/reservations", "/festival-reservations", "/assign-products", "/user-ratings",
    "/promos", "/structures", "/disco-categories", "/banners", "/map", "/globalSpinGifts", "/galleries", "/tutorial",
    "/orders/bar",
    ...own,
  ],
  // galley attendant: events; the bar board serves the galley too (issue 6).
  galley: ["/events", "/orders/bar", "/tutorial", ...own],
  cloakroom: ["/events", "/tutorial", ...own],
  // event backoffice: events, reservations, festival reservations, assign-products, user-ratings.
  eventoffice: ["/events", "/reservations", "/festival-reservations", "/assign-products", "/user-ratings", "/tutorial", ...own],
  // collaborator backoffice: lists and collaborators.
  collaboffice: ["/lists", "/collaborators", "/tutorial", ...own],
};
