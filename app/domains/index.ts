// Every resource on the machinery, for the code and tests that walk them all.
import { chats } from "~/domains/chats/chats.resources";
import { discoCategories, productCategories } from "~/domains/products/catalogue.resources";
import { formatRequests } from "~/domains/venues/format-requests.resources";
import { feedbacks, images, instagramShares, reportings, userRatings } from "~/domains/venues/moderation.resources";
import { cloakroomSlots, galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { events, ticketReleases } from "~/domains/events/events.resources";
import { musicalGenres } from "~/domains/venues/musical-genres.resources";
import { promos, promoScans } from "~/domains/promos/promos.resources";
import { followerNotifications, notificationLogs } from "~/domains/notifications/notifications.resources";
import { eventOrders, eventTables, orderItems, orders, tableOrders } from "~/domains/orders/orders.resources";
import { assignProducts, eventProducts, products, productTemplates } from "~/domains/products/products.resources";
import { collaborators, lists } from "~/domains/people/people.resources";
import { festivalReservations, reservations, webReservations } from "~/domains/reservations/reservations.resources";
import type { ResourceDefinition } from "~/resource/definition";
import type { AuditRegistry } from "~/resource/audit-description";
import { dataCashFields } from "~/domains/venues/data-cash.resources";
import { profileFields } from "~/domains/venues/profiles.resources";
import { venueProfileFields } from "~/domains/venues/venue-profile.resources";
import { users } from "~/domains/people/users.resources";
import { userValidations } from "~/domains/people/user-validations.resources";
import {
  banners,
  followers,
  galleries,
  globalSpinGifts,
  spinGifts,
  tables,
  vips,
} from "~/domains/venues/venue-content.resources";
import { discos, formats, structures } from "~/domains/venues/venues.resources";

export const resources: readonly ResourceDefinition[] = [
  users,
  musicalGenres,
  discos,
  formats,
  structures,
  discoCategories,
  productTemplates,
  productCategories,
  feedbacks,
  reportings,
  images,
  instagramShares,
  userRatings,
  banners,
  galleries,
  vips,
  followers,
  tables,
  spinGifts,
  globalSpinGifts,
  collaborators,
  lists,
  formatRequests,
  events,
  ticketReleases,
  reservations,
  festivalReservations,
  webReservations,
  eventOrders,
  orderItems,
  eventProducts,
  galleys,
  cloakroomSlots,
  products,
  assignProducts,
  orders,
  tableOrders,
  eventTables,
  notificationLogs,
  followerNotifications,
  userValidations,
  promos,
  promoScans,
  chats,
];

/**
 * What the audit log and a record's History take their words from: every resource, and the forms that write an
 * entity outside its resource (the signed-in user's profile, a venue's own, the data-cash connection).
 */
export const auditRegistry: AuditRegistry = {
  resources,
  forms: [
    { endpoint: "users", fields: profileFields },
    { endpoint: "discos", fields: venueProfileFields },
    { endpoint: "data-cash", fields: dataCashFields },
  ],
};
