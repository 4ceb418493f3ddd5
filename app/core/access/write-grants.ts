// Who writes beyond their own venue, beside the permissions table (decision 025). Opening a section lets a
// user read it; writing a record that belongs to no venue (the platform's own: venues, categories, catalogues, the
// global wheel, users) or to another venue than the user's own takes a grant of its own, and spec sections 2 and 6
// give one to no one but the platform's admins ("route roles" say who opens a route, not who rewrites what is not
// theirs). Without a clear grant a section is read-only there for everyone but an admin. A user's own venue's records
// are the row scope's business (row-scope.ts), not this table's.
import type { SectionKey } from "./permissions";
import type { Role } from "./roles";

export type BeyondVenueWriters = {
  /** Who creates, edits and deletes the section's records that belong to no venue. */
  noVenue: readonly Role[];
  /** Who creates, edits and deletes the section's records of a venue other than their own. */
  otherVenue: readonly Role[];
};

/** The platform's admins, who reach every venue and own the platform's records. */
const admins: BeyondVenueWriters = { noVenue: ["admin"], otherVenue: ["admin"] };
/** A section an admin does not open, or a user's own records only (their venue's profile, their password). */
const nobody: BeyondVenueWriters = { noVenue: [], otherVenue: [] };

export const beyondVenueWriters = {
  discoProfile: nobody,
  dataCash: nobody,
  discos: admins,
  formats: admins,
  // Opened by the promoter to read (spec section 6: "structures ... with promoter"); no grant to rewrite a structure.
  structures: admins,
  galleries: admins,
  // Opened by the promoter to read; the categories every venue is filed under are the platform's.
  discoCategories: admins,
  formatRequests: admins,
  events: admins,
  productTemplates: admins,
  products: nobody,
  promos: admins,
  promoScan: nobody,
  vips: nobody,
  orders: admins,
  ordersTables: admins,
  lists: admins,
  promoters: admins,
  collaborators: admins,
  reportings: admins,
  musicalGenres: admins,
  users: admins,
  charts: admins,
  userValidations: admins,
  feedbacks: admins,
  images: admins,
  banners: admins,
  followers: nobody,
  sendNotifications: admins,
  chats: admins,
  audit: admins,
  // The global search writes nothing; as every section an admin opens.
  search: admins,
  map: admins,
  tutorial: nobody,
  reservations: admins,
  festivalReservations: admins,
  assignProducts: admins,
  userRatings: admins,
  tables: admins,
  bar: admins,
  spinGifts: admins,
  // Opened by structures and the promoter to read (spec section 6); the global wheel is every venue's, the admins'.
  globalSpinGifts: admins,
  productCategories: admins,
  instagramShares: admins,
  imagesSelect: admins,
  statistics: admins,
  profile: nobody,
  changePassword: nobody,
} satisfies Record<SectionKey, BeyondVenueWriters>;

/** Whether a role writes a section's records that belong to no venue, or to another venue than its own. */
export function writesBeyondVenue(key: SectionKey, role: Role, whose: keyof BeyondVenueWriters): boolean {
  return beyondVenueWriters[key][whose].includes(role);
}
