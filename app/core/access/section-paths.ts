// Every section's path (spec section 2), the one table of them: what the browser needs to know of the sections (which
// section a page belongs to, where a section's list is) without the rules of who may open them, which stay in
// permissions.ts with the server and are never sent to the browser (decision 045).

export const sectionPaths = {
  discoProfile: "/disco-profile",
  dataCash: "/dataCash",
  discos: "/discos",
  formats: "/formats",
  structures: "/structures",
  galleries: "/galleries",
  discoCategories: "/disco-categories",
  formatRequests: "/formatRequests",
  events: "/events",
  productTemplates: "/product-templates",
  products: "/products",
  promos: "/promos",
  promoScan: "/promoScan",
  vips: "/vips",
  orders: "/orders",
  ordersTables: "/orders/tables",
  lists: "/lists",
  promoters: "/promoters",
  collaborators: "/collaborators",
  reportings: "/reportings",
  musicalGenres: "/musicalGenres",
  users: "/users",
  charts: "/charts",
  userValidations: "/user-validations",
  feedbacks: "/feedbacks",
  images: "/images",
  banners: "/banners",
  followers: "/followers",
  sendNotifications: "/send-notifications",
  chats: "/chats",
  audit: "/audit",
  map: "/map",
  tutorial: "/tutorial",
  // Sections without a sidebar entry, in the order of permissions.ts.
  reservations: "/reservations",
  festivalReservations: "/festival-reservations",
  assignProducts: "/assign-products",
  userRatings: "/user-ratings",
  tables: "/tables",
  bar: "/orders/bar",
  spinGifts: "/spin-gifts",
  globalSpinGifts: "/globalSpinGifts",
  productCategories: "/product-categories",
  instagramShares: "/instagram-shares",
  imagesSelect: "/images/select",
  statistics: "/statistics",
  search: "/search",
  profile: "/profile",
  changePassword: "/profile/change-password",
} as const;

export type SectionKey = keyof typeof sectionPaths;

export function sectionPath(key: SectionKey): string {
  return sectionPaths[key];
}

const byPath = Object.entries(sectionPaths) as [SectionKey, string][];

/** The section a path belongs to: its own entry, or the nearest listed ancestor (a record under a list). */
export function sectionKeyForPath(pathname: string): SectionKey | undefined {
  const clean = pathname.replace(/\/+$/, "") || "/";
  let best: [SectionKey, string] | undefined;
  for (const entry of byPath) {
    const path = entry[1];
    if (clean === path || clean.startsWith(`${path}/`)) {
      if (!best || path.length > best[1].length) best = entry;
    }
  }
  return best?.[0];
}
