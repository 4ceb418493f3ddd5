// Products and their assignments (spec sections 3, 5 and 9): an alcoholic product or template is not assigned to a
// user under 18 (400 `Underage users cannot buy alcoholic products`), counting whole years from the birth date to
// today's date in Italy; and the seed's additions: who each seeded assignment is for, the demo club's products on
// sale at its events, and the names of the categories beside their ids.
import { HttpError } from "./http.mjs";

const adultAge = 18;
const underageMessage = "Underage users cannot buy alcoholic products";

/** Today's date in Italy, yyyy-MM-dd. */
function italianToday(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Rome",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Whole years from a birth date to a day (both yyyy-MM-dd or ISO); null for an unknown birth date. */
export function ageOn(birthDate, today) {
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof birthDate === "string" ? birthDate : "");
  const now = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!born || !now) return null;
  const [by, bm, bd] = born.slice(1).map(Number);
  const [ty, tm, td] = now.slice(1).map(Number);
  return ty - by - (tm > bm || (tm === bm && td >= bd) ? 0 : 1);
}

function refuseAlcoholToMinors(store, record) {
  if (!record.userId) return;
  const item = record.productId
    ? store.collection("products").find((product) => product._id === record.productId)
    : store.collection("product-templates").find((template) => template._id === record.productTemplateId);
  if (!item?.alcohol) return;
  const user = store.collection("users").find((candidate) => candidate._id === record.userId);
  const age = ageOn(user?.birthDate, italianToday());
  if (age !== null && age < adultAge) throw new HttpError(400, underageMessage);
}

/** Who an assignment is for, when the caller does not say: its user, else its event, else its venue. */
function targetOf(record) {
  return record.userId ? "user" : record.eventId ? "event" : "venue";
}

export const assignProductHooks = {
  beforeCreate(store, record) {
    refuseAlcoholToMinors(store, record);
    record.target ??= targetOf(record);
  },
  beforeUpdate: (store, _existing, merged) => refuseAlcoholToMinors(store, merged),
};

/**
 * Completes the seed without drawing from its random generator (so every value seeded before stays as it was): each
 * seeded assignment is for its user; the demo club's first events have some of its products on sale; categories carry
 * their names.
 */
export function seedProducts(data, { id, demoClubId, demoEvents, stamp }) {
  for (const assignment of data["assign-products"] ?? []) assignment.target = targetOf(assignment);
  const clubProducts = data.products.filter(
    (product) => product.discoId === demoClubId && product.status === "enabled",
  );
  for (const [e, event] of demoEvents.slice(0, 4).entries()) {
    for (const product of clubProducts.slice(e, e + 8)) {
      data["assign-products"].push({
        _id: id(),
        target: "event",
        productId: product._id,
        productName: product.name,
        eventId: event._id,
        eventName: event.name,
        discoId: demoClubId,
        ...stamp(e + 1),
      });
    }
  }
  const named = (collection, key) => new Map((data[collection] ?? []).map((record) => [record._id, record[key]]));
  const discoCategoryNames = named("disco-categories", "name");
  const productCategoryNames = named("product-categories", "name");
  const venueNames = named("discos", "name");
  for (const category of data["product-categories"]) {
    category.discoCategoryName = discoCategoryNames.get(category.discoCategoryId) ?? null;
    category.discoName = venueNames.get(category.discoId) ?? null;
  }
  for (const product of data.products)
    product.productCategoryName = productCategoryNames.get(product.productCategoryId) ?? null;
}
