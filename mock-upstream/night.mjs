// The night at a venue (spec section 3): galley stock moved through its log, cloakroom slots changing state, spin-gift
// probabilities sharing one wheel, promos and the scans of them, data cash credentials. Hooks of the generic entity
// handler (entities.mjs) and the seed's additions; the app checks the same rules first (app/lib/galley.ts,
// cloakroom-transitions.ts, spin-probability.ts), the mock refuses them too, as the real upstream would.
import { requireBearer } from "./auth.mjs";
import { HttpError } from "./http.mjs";
import { newId } from "./store.mjs";

const count = (value) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const fullName = (user) => `${user.name ?? ""} ${user.surname ?? ""}`.trim() || user.email;

/**
 * A galley log entry is a stock movement: `{galleyId, action: load|unload|adjust|final, quantity}`. Writing it applies
 * it to the galley (load adds, unload removes at most what is left, adjust sets the stock but never below what was
 * ordered, final records the closing count, at most what is left) and completes the entry with the product, event,
 * venue, the stock before and after, and who did it.
 */
export const galleyLogHooks = {
  beforeCreate(store, record) {
    const galley = store.collection("galleys").find((candidate) => candidate._id === record.galleyId);
    if (!galley) throw new HttpError(400, "galleyId must name a galley");
    const amount = Number(record.quantity);
    const quantity = count(galley.quantity);
    const ordered = count(galley.totOrdered);
    const left = Math.max(0, quantity - ordered);
    if (!Number.isInteger(amount) || amount < 0) throw new HttpError(400, "quantity must be a whole number");
    const next = { quantity, finalQuantity: galley.finalQuantity ?? null };
    switch (record.action) {
      case "load":
        if (amount < 1) throw new HttpError(400, "quantity must be at least 1");
        next.quantity = quantity + amount;
        break;
      case "unload":
        if (amount < 1) throw new HttpError(400, "quantity must be at least 1");
        if (amount > left) throw new HttpError(400, `Cannot unload more than what is left (${left})`);
        next.quantity = quantity - amount;
        break;
      case "adjust":
        if (amount < ordered) throw new HttpError(400, `Stock cannot be below what was ordered (${ordered})`);
        next.quantity = amount;
        break;
      case "final":
        if (amount > left) throw new HttpError(400, `Final quantity cannot exceed what is left (${left})`);
        next.finalQuantity = amount;
        break;
      default:
        throw new HttpError(400, "action must be one of load, unload, adjust, final");
    }
    Object.assign(record, {
      quantity: amount,
      previousQuantity: quantity,
      newQuantity: next.quantity,
      productId: galley.productId,
      productName: galley.productName,
      eventId: galley.eventId,
      discoId: galley.discoId,
    });
    Object.assign(galley, next, { updatedAt: new Date().toISOString() });
  },
  afterCreate(store, created, req) {
    const user = requireBearer(store, req);
    created.userId = user._id;
    created.userName = fullName(user);
  },
};

/** A galley log entry the mock writes itself, when a product joins or leaves an event's stock. */
function logGalley(store, galley, action, quantity, previousQuantity, newQuantity, req) {
  const user = requireBearer(store, req);
  const now = new Date().toISOString();
  store.collection("galley-logs").push({
    _id: newId(),
    galleyId: galley._id,
    action,
    quantity,
    previousQuantity,
    newQuantity,
    productId: galley.productId,
    productName: galley.productName,
    eventId: galley.eventId,
    discoId: galley.discoId,
    userId: user._id,
    userName: fullName(user),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * An event's stock of one product: `{eventId, productId, quantity}` (the starting stock, a whole number from 0). The
 * product must be of the event's venue and not yet in its galley; the row is answered with the product's name and
 * nothing ordered. Its creation and its removal are logged (`add`, `remove`); a row with orders cannot be removed.
 */
export const galleyHooks = {
  beforeCreate(store, record) {
    const event = store.collection("events").find((candidate) => candidate._id === record.eventId);
    if (!event) throw new HttpError(400, "eventId must name an event");
    const product = store.collection("products").find((candidate) => candidate._id === record.productId);
    if (!product || (product.discoId && product.discoId !== event.discoId))
      throw new HttpError(400, "productId must name a product of the event's venue");
    if (store.collection("galleys").some((row) => row.eventId === event._id && row.productId === product._id))
      throw new HttpError(400, "Product already in the galley of this event");
    const quantity = record.quantity === undefined || record.quantity === null ? 0 : Number(record.quantity);
    if (!Number.isInteger(quantity) || quantity < 0) throw new HttpError(400, "quantity must be a whole number");
    Object.assign(record, {
      productName: product.name,
      discoId: event.discoId,
      quantity,
      totOrdered: 0,
      finalQuantity: null,
    });
  },
  afterCreate(store, created, req) {
    logGalley(store, created, "add", created.quantity, 0, created.quantity, req);
  },
  beforeDelete(store, existing, req) {
    if (count(existing.totOrdered) > 0) throw new HttpError(400, "Cannot remove a product that has orders");
    logGalley(store, existing, "remove", count(existing.quantity), count(existing.quantity), 0, req);
  },
};

/**
 * Only these changes of a slot's status: free → taken → returned → free, and returned → taken again (a return taken
 * back: the coat is still there, the guest's name still on record). A guest's name is optional: the slot's number is
 * the guest's ticket (the spec names no required field of a slot).
 */
const cloakroomMoves = { free: ["taken"], taken: ["returned"], returned: ["free", "taken"] };

export const cloakroomSlotHooks = {
  beforeCreate(store, record) {
    record.status ??= "free";
    if (!cloakroomMoves[record.status]) throw new HttpError(400, "status must be one of free, taken, returned");
  },
  beforeUpdate(store, existing, merged) {
    if (merged.status === existing.status) return;
    if (!cloakroomMoves[existing.status]?.includes(merged.status)) {
      throw new HttpError(400, `Slot cannot go from ${existing.status} to ${merged.status}`);
    }
  },
};

/** The probabilities of one event's gifts, or of the global ones, may not exceed 100% together. */
function checkWheel(store, record, ownId) {
  const global = record.global === true || record.global === "true";
  const others = store
    .collection("spin-gifts")
    .filter(
      (gift) =>
        gift._id !== ownId && (global ? gift.global === true : gift.global !== true && gift.eventId === record.eventId),
    );
  const used = others.reduce((sum, gift) => sum + count(Number(gift.probability)), 0);
  const left = Math.max(0, Math.round((100 - used) * 100) / 100);
  if (Number(record.probability) > left) throw new HttpError(400, `Probabilities exceed 100% (${left}% left)`);
}

export const spinGiftHooks = {
  beforeCreate(store, record) {
    checkWheel(store, record, null);
  },
  beforeUpdate(store, existing, merged) {
    checkWheel(store, merged, existing._id);
  },
};

// Seed additions: no draws of the seed's random generator, so nothing seeded before changes.
const seedId = (n) => `7e${n.toString(16).padStart(22, "0")}`;

function hoursAgo(now, hours) {
  return new Date(now.getTime() - hours * 3600000).toISOString();
}

const promoNames = [
  ["Ingresso omaggio prima dell'1", 0, false],
  ["Drink di benvenuto", 0, true],
  ["Due birre al prezzo di una", 600, true],
  ["Shot gratuito con la tessera", 0, true],
  ["Analcolico in omaggio", 0, false],
  ["Sconto tavolo 10%", 15000, true],
];

/**
 * Completes the seed for the night: galley log entries name their galley, free cloakroom slots have no holder, the
 * data cash record holds every credential, and the demo venues (a club, the format, the structure, the promoter's
 * club) have generic and redemption promos with scans of them.
 */
export function seedNight(data, now) {
  let n = 0;
  const stamp = (hours) => ({ createdAt: hoursAgo(now, hours), updatedAt: hoursAgo(now, Math.max(0, hours - 1)) });
  // Tonight the galley stocks the demo club's drinks, one row per drink not already stocked, ordered as tonight's
  // order items say.
  const demoClubId = data.users.find((user) => user.email === "disco@demo.test")?.discoId;
  const tonight = data.events.find(
    (event) => event.discoId === demoClubId && event.startDate.slice(0, 10) === now.toISOString().slice(0, 10),
  );
  if (tonight) {
    const stocked = new Set(data.galleys.filter((row) => row.eventId === tonight._id).map((row) => row.productName));
    const drinks = data.products.filter(
      (product) =>
        product.discoId === demoClubId &&
        product.type === "generic" &&
        !stocked.has(product.name) &&
        stocked.add(product.name),
    );
    for (const [i, product] of drinks.slice(0, 8).entries()) {
      const ordered = data["order-items"]
        .filter((item) => item.eventId === tonight._id && item.productId === product._id)
        .reduce((sum, item) => sum + item.quantity, 0);
      data.galleys.push({
        _id: seedId(++n),
        discoId: demoClubId,
        eventId: tonight._id,
        productId: product._id,
        productName: product.name,
        quantity: Math.max(ordered, 24 + 12 * i),
        finalQuantity: null,
        totOrdered: ordered,
        ...stamp(6 + i),
      });
    }
  }
  for (const log of data["galley-logs"] ?? []) {
    const galley = data.galleys.find(
      (candidate) => candidate.eventId === log.eventId && candidate.productId === log.productId,
    );
    if (galley) log.galleyId = galley._id;
  }
  for (const slot of data["cloakroom-slots"] ?? []) {
    if (slot.status === "free") Object.assign(slot, { userId: null, userName: null, holderName: null });
    else slot.holderName = slot.userName;
  }
  for (const record of data["data-cash"] ?? [])
    Object.assign(record, { initialPassword: "Iniziale-2024", password: "Cassa-segreta-77", pin: "482913" });

  const users = data.users;
  const venueOf = (email) => users.find((user) => user.email === email)?.discoId;
  const promoterClub = data.collaborators.find(
    (c) => c.role === "admin_promoter" && c.discoId !== venueOf("disco@demo.test"),
  )?.discoId;
  const venues = [
    venueOf("disco@demo.test"),
    venueOf("format@demo.test"),
    venueOf("structure@demo.test"),
    promoterClub,
  ].filter(Boolean);
  const plainUsers = users.filter((user) => user.role === "user" && !user.email.endsWith("@demo.test"));
  const promos = [];
  for (const [v, discoId] of venues.entries()) {
    const venue = data.discos.find((disco) => disco._id === discoId);
    for (const [i, [name, price, alcohol]] of promoNames.entries()) {
      const redemption = i % 2 === 1;
      const originalPrice = redemption ? price + 800 : null;
      const k = v * promoNames.length + i;
      promos.push({
        _id: seedId(++n),
        type: redemption ? "redemption" : "generic",
        name,
        price,
        stripePrice: Math.ceil(price * 1.03),
        originalPrice,
        category: redemption ? "redemptionProduct" : "genericProduct",
        status: k % 7 === 6 ? "disabled" : "enabled",
        image: "",
        alcohol,
        hierarchyOrder: 100 + i,
        productCategoryId: null,
        discoId,
        discoName: venue?.name,
        notificationText: redemption ? `Riscatta "${name}" con i tuoi crediti` : `${name}: mostra il QR all'ingresso`,
        link: "",
        stock: 50 + 10 * i,
        expirationDate: new Date(now.getTime() + (20 + 5 * i) * 86400000).toISOString().slice(0, 10),
        iva: 22,
        freeSpinForPromoScan: redemption ? 0 : 1 + (i % 2),
        freeSpinForPromoScanRedemption: redemption ? 1 + (i % 3) : 0,
        ...stamp(24 * (30 + k)),
      });
    }
  }
  data.products.push(...promos);
  for (const product of data.products)
    product.discoName ??= data.discos.find((disco) => disco._id === product.discoId)?.name;
  const events = data.events;
  data["promo-scans"] = [];
  for (let i = 0; i < 48; i++) {
    const promo = promos[i % promos.length];
    const user = plainUsers[(i * 7) % plainUsers.length];
    const event = events
      .filter((candidate) => candidate.discoId === promo.discoId && candidate.startDate <= now.toISOString())
      .at(-1 - (i % 2));
    data["promo-scans"].push({
      _id: seedId(++n),
      productId: promo._id,
      productName: promo.name,
      type: promo.type,
      discoId: promo.discoId,
      discoName: promo.discoName,
      eventId: event?._id ?? null,
      eventName: event?.name ?? null,
      userId: user._id,
      userName: fullName(user),
      freeSpins: promo.type === "redemption" ? promo.freeSpinForPromoScanRedemption : promo.freeSpinForPromoScan,
      scannedBy: i % 3 === 0 ? "Davide Ricci" : "Marco Bianchi",
      ...stamp(3 + i * 5),
    });
  }
}
