// Orders (spec sections 3 and 4): the rules the upstream enforces on a change (delivery waiting <-> delivered only for
// an order the bar serves; a refund only of a paid, servable order), the totals of a filtered list, and the demo night's
// orders and table orders seeded after everything else. The app keeps the same rules in app/lib/order-transitions.ts;
// tests/order-transitions.test.ts checks the two agree.
import { requireBearer } from "./auth.mjs";
import { HttpError, sendJson } from "./http.mjs";
import { queryRecords } from "./query.mjs";

const orderStatuses = [
  "pending",
  "accepted",
  "rejected",
  "cancelled",
  "deleted",
  "toPay",
  "waitingPayment",
  "paid",
  "refunded",
  "refused",
  "inProgress",
];
const servable = ["accepted", "paid", "inProgress"];
const paidTypes = ["stripe", "loco"];

/**
 * A PUT that names `deliveryStatus` hands the order over or takes it back: only an order the bar serves, and only to the
 * other state. One that names `status: "refunded"` refunds: only a servable order paid by card or at the venue. A
 * refunded order's status no longer changes. Other status changes (the payment flow's) pass.
 */
export const orderHooks = {
  beforeUpdate(store, existing, merged, body = {}) {
    if (!orderStatuses.includes(merged.status))
      throw new HttpError(400, `status must be one of ${orderStatuses.join(", ")}`);
    if (Object.hasOwn(body, "deliveryStatus")) {
      if (!["waiting", "delivered"].includes(body.deliveryStatus))
        throw new HttpError(400, "deliveryStatus must be waiting or delivered");
      const current = existing.deliveryStatus === "delivered" ? "delivered" : "waiting";
      if (!servable.includes(existing.status)) throw new HttpError(400, "Order cannot change delivery in its state");
      if (body.deliveryStatus === current) throw new HttpError(400, `Order already ${current}`);
    }
    if (!Object.hasOwn(body, "status")) return;
    if (existing.status === "refunded") throw new HttpError(400, "Order already refunded");
    if (
      merged.status === "refunded" &&
      !(servable.includes(existing.status) && paidTypes.includes(existing.paymentType))
    ) {
      throw new HttpError(400, "Order cannot be refunded in its state");
    }
  },
};

const totalsPaths = { "/orders/totals": "orders", "/order-items/totals": "order-items" };
const searchFields = { orders: ["token", "userName"], "order-items": ["productName"] };

function lineAmount(record) {
  return (Number(record.price) || 0) * (Number(record.quantity) || 0);
}

/**
 * `GET /orders/totals` and `GET /order-items/totals` take the query of the list (filters, ranges, q; paging and sort
 * are ignored) and answer the sums over every matching record: `{count, quantity, amount, platformFee}` (cents). An
 * order's `price` is its amount; an order item's amount is `price × quantity`.
 */
export function handleOrders(store, req, res, pathname, url) {
  const entity = totalsPaths[pathname];
  if (!entity) return false;
  requireBearer(store, req);
  if (req.method !== "GET") throw new HttpError(405, "Method not allowed");
  const params = new URLSearchParams(url.searchParams);
  for (const name of ["page", "limit", "sort", "count"]) params.delete(name);
  const { rows } = queryRecords(store.collection(entity), params, searchFields[entity]);
  const totals = { count: rows.length, quantity: 0, amount: 0, platformFee: 0 };
  for (const row of rows) {
    totals.quantity += Number(row.quantity) || 0;
    totals.amount += entity === "orders" ? Number(row.price) || 0 : lineAmount(row);
    totals.platformFee += Number(row.platformFeeAmount) || 0;
  }
  sendJson(res, 200, totals);
  return true;
}

/**
 * Seeds, after everything else (so no earlier random draw moves): each order's lines embedded in `orderItems` (product,
 * category, unit price, quantity) as the bar needs them; the demo club's night of orders, oldest first, in every state
 * the bar meets; its table products; and orders at its tables for tonight and past nights. Only `id()` draws.
 */
export function seedOrders(data, { id, now }) {
  const minutesAgo = (minutes) => new Date(now.getTime() - minutes * 60000).toISOString();
  const demoClub = data.discos.find((venue) => venue.name === "Demo Club Milano");
  const productById = new Map(data.products.map((product) => [product._id, product]));
  const itemsById = new Map(data["order-items"].map((item) => [item._id, item]));
  for (const item of data["order-items"]) item.category = productById.get(item.productId)?.category ?? null;
  const tableById = new Map(data.tables.map((table) => [table._id, table]));
  for (const order of data.orders) {
    if (order.tableId) order.tableName = tableById.get(order.tableId)?.name ?? null;
    order.orderItems = order.orderItems.map((itemId) => {
      const item = itemsById.get(itemId);
      return {
        _id: itemId,
        productId: item.productId,
        productName: item.productName,
        category: item.category,
        price: item.price,
        quantity: item.quantity,
      };
    });
  }

  const stamp = (minutes) => ({ createdAt: minutesAgo(minutes), updatedAt: minutesAgo(minutes) });
  const tableProducts = [
    ["Tavolo Privé con bottiglia", 30000],
    ["Tavolo Console con due bottiglie", 50000],
    ["Tavolo Terrazza aperitivo", 15000],
  ].map(([name, price], i) => {
    const product = {
      _id: id(),
      type: "generic",
      name,
      price,
      stripePrice: Math.ceil(price * 1.03),
      originalPrice: null,
      category: "table",
      status: "enabled",
      image: "",
      alcohol: true,
      hierarchyOrder: 100 + i,
      productCategoryId: null,
      discoId: demoClub._id,
      discoName: demoClub.name,
      notificationText: "",
      link: "",
      stock: 20,
      expirationDate: null,
      iva: 22,
      freeSpinForPromoScan: 0,
      freeSpinForPromoScanRedemption: 0,
      ...stamp(60 * 24 * 30),
    };
    data.products.push(product);
    return product;
  });
  const drinks = data.products.filter(
    (product) =>
      product.discoId === demoClub._id &&
      product.category !== "table" &&
      product.type === "generic" &&
      product.status === "enabled",
  );
  const users = data.users.filter((user) => user.role === "user" && user.email.endsWith("@example.test"));
  const demoEvents = data.events.filter((event) => event.discoId === demoClub._id);
  const tonight = demoEvents.find((event) => event.name === "Stasera al Demo Club");
  const past = demoEvents.filter((event) => event.endDate < now.toISOString()).slice(0, 3);
  const tables = data.tables.filter((table) => table.discoId === demoClub._id);

  const addOrder = ({ token, event, user, lines, paymentType, status, deliveryStatus, table, minutes }) => {
    const orderId = id();
    const orderItems = lines.map(([product, quantity]) => {
      const item = {
        _id: id(),
        orderId,
        eventId: event._id,
        eventName: event.name,
        productId: product._id,
        productName: product.name,
        category: product.category,
        quantity,
        price: product.price,
        ...stamp(minutes),
      };
      data["order-items"].push(item);
      return {
        _id: item._id,
        productId: product._id,
        productName: product.name,
        category: product.category,
        price: product.price,
        quantity,
      };
    });
    const price = orderItems.reduce((sum, line) => sum + line.price * line.quantity, 0);
    data.orders.push({
      _id: orderId,
      token,
      eventId: event._id,
      eventName: event.name,
      discoId: event.discoId,
      discoName: demoClub.name,
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      quantity: orderItems.reduce((sum, line) => sum + line.quantity, 0),
      price,
      orderItems,
      paymentType,
      status,
      platformFeeAmount: Math.ceil(price * 0.05),
      dataCashIdtrx: null,
      dataCashProgressivo: null,
      deliveryStatus,
      tableId: table?._id ?? null,
      tableName: table?.name ?? null,
      ...stamp(minutes),
    });
  };

  // Tonight at the bar: a queue waiting, oldest first, some already served, and the states the bar does not serve.
  const night = [
    ["paid", "stripe", "waiting"],
    ["paid", "stripe", "waiting"],
    ["paid", "stripe", "waiting"],
    ["paid", "stripe", "waiting"],
    ["accepted", "loco", "waiting"],
    ["inProgress", "stripe", "waiting"],
    ["paid", "stripe", "waiting"],
    ["paid", "stripe", "waiting"],
    ["accepted", "free-drink", "waiting"],
    ["paid", "gift", "waiting"],
    ["accepted", "free-spin", "waiting"],
    ["paid", "loco", "delivered"],
    ["paid", "stripe", "delivered"],
    ["pending", "stripe", "waiting"],
    ["toPay", "loco", "waiting"],
    ["waitingPayment", "stripe", "waiting"],
    ["refunded", "stripe", "waiting"],
    ["cancelled", "loco", "waiting"],
    ["rejected", "stripe", "waiting"],
    ["refused", "stripe", "waiting"],
    ["deleted", "loco", "waiting"],
  ];
  if (tonight) {
    night.forEach(([status, paymentType, deliveryStatus], i) => {
      addOrder({
        token: `ORD-SERA${String(i + 1).padStart(2, "0")}`,
        event: tonight,
        user: users[(i * 7) % users.length],
        lines: [
          [drinks[i % drinks.length], 1 + (i % 3)],
          ...(i % 4 === 1 ? [[drinks[(i + 5) % drinks.length], 1]] : []),
        ],
        paymentType,
        status,
        deliveryStatus,
        minutes: 95 - i * 4,
      });
    });
  }

  // At the tables: tonight's and three past nights', a bottle or two on top of the table itself.
  const tableNight = [
    ["paid", "stripe", "delivered"],
    ["paid", "loco", "waiting"],
    ["accepted", "stripe", "waiting"],
    ["refunded", "stripe", "waiting"],
    ["pending", "stripe", "waiting"],
    ["paid", "gift", "delivered"],
  ];
  for (const [n, event] of [tonight, ...past].filter(Boolean).entries()) {
    tableNight.forEach(([status, paymentType, deliveryStatus], i) => {
      const k = n * tableNight.length + i;
      const table = tables[k % tables.length];
      const evening =
        event === tonight
          ? 80 - i * 6
          : Math.round((now.getTime() - Date.parse(event.startDate)) / 60000) - 60 - i * 10;
      addOrder({
        token: `ORD-TAV${String(k + 1).padStart(2, "0")}`,
        event,
        user: users[(k * 5 + 3) % users.length],
        lines: [[tableProducts[k % tableProducts.length], 1], ...(k % 2 === 0 ? [[drinks[k % drinks.length], 2]] : [])],
        paymentType,
        status,
        deliveryStatus:
          event === tonight
            ? deliveryStatus
            : status === "paid" || status === "accepted"
              ? "delivered"
              : deliveryStatus,
        table,
        minutes: evening,
      });
    });
  }
}
