// Every resource on the machinery, for the code and tests that walk them all.
import { discoCategories, productCategories } from "./catalogue";
import { formatRequests } from "./format-requests";
import { feedbacks, images, instagramShares, reportings, userRatings } from "./moderation";
import { cloakroomSlots, galleys } from "./galley-cloakroom";
import { events, ticketReleases } from "./events";
import { musicalGenres } from "./musical-genres";
import { promos, promoScans } from "./promos";
import { followerNotifications, notificationLogs } from "./notifications";
import { eventOrders, eventTables, orderItems, orders, tableOrders } from "./orders";
import { assignProducts, eventProducts, products, productTemplates } from "./products";
import { collaborators, lists } from "./people";
import { festivalReservations, reservations, webReservations } from "./reservations";
import type { ResourceDefinition } from "./resource";
import { users } from "./users";
import { userValidations } from "./user-validations";
import { banners, followers, galleries, globalSpinGifts, spinGifts, tables, vips } from "./venue-content";
import { discos, formats, structures } from "./venues";

export const resources: readonly ResourceDefinition[] = [
  users, musicalGenres, discos, formats, structures, discoCategories, productTemplates, productCategories, feedbacks,
  reportings, images, instagramShares, userRatings, banners, galleries, vips, followers, tables, spinGifts, globalSpinGifts,
  collaborators, lists, formatRequests, events, ticketReleases, reservations, festivalReservations, webReservations, eventOrders, orderItems,
  eventProducts, galleys, cloakroomSlots, products, assignProducts, orders, tableOrders, eventTables, notificationLogs, followerNotifications,
  userValidations, promos, promoScans,
];
