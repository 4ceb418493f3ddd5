// What can be done to an order in each state (spec section 4), and the mock upstream refusing the rest the same way:
// every status × delivery × payment type is tried against both.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";
import {
  allowedOrderActions,
  canApplyOrderAction,
  deliveryOf,
  deliveryStatuses,
  orderActionNeedsConfirmation,
  orderActions,
  orderChange,
  orderStatuses,
  paymentTypes,
  waitingAtBar,
} from "~/domains/orders/order-transitions";

describe("order transitions (spec section 4)", () => {
  it("delivers a paid, accepted or in-progress order that is waiting, and takes a delivered one back", () => {
    for (const status of ["paid", "accepted", "inProgress"]) {
      expect(allowedOrderActions({ status, deliveryStatus: "waiting", paymentType: "gift" })).toEqual(["deliver"]);
      expect(allowedOrderActions({ status, deliveryStatus: "delivered", paymentType: "free-spin" })).toEqual([
        "undeliver",
      ]);
    }
  });

  it("refunds only what was paid for, by card or at the venue, whether delivered or not", () => {
    expect(allowedOrderActions({ status: "paid", deliveryStatus: "waiting", paymentType: "stripe" })).toEqual([
      "deliver",
      "refund",
    ]);
    expect(allowedOrderActions({ status: "accepted", deliveryStatus: "delivered", paymentType: "loco" })).toEqual([
      "undeliver",
      "refund",
    ]);
    for (const paymentType of ["free-spin", "gift", "free-drink"]) {
      expect(canApplyOrderAction("refund", { status: "paid", deliveryStatus: "waiting", paymentType })).toBe(false);
    }
  });

  it("offers nothing on an order not confirmed, not paid, called off or already refunded", () => {
    for (const status of [
      "pending",
      "rejected",
      "cancelled",
      "deleted",
      "toPay",
      "waitingPayment",
      "refunded",
      "refused",
    ]) {
      for (const deliveryStatus of deliveryStatuses) {
        expect(allowedOrderActions({ status, deliveryStatus, paymentType: "stripe" })).toEqual([]);
      }
    }
  });

  it("refuses unknown actions and statuses, and reads a missing delivery status as waiting", () => {
    expect(canApplyOrderAction("cancel", { status: "paid", deliveryStatus: "waiting", paymentType: "stripe" })).toBe(
      false,
    );
    expect(canApplyOrderAction("deliver", { status: "nonsense", deliveryStatus: "waiting" })).toBe(false);
    expect(deliveryOf({})).toBe("waiting");
    expect(canApplyOrderAction("deliver", { status: "paid" })).toBe(true);
    expect(waitingAtBar({ status: "paid", deliveryStatus: "delivered" })).toBe(false);
    expect(waitingAtBar({ status: "inProgress", deliveryStatus: "waiting" })).toBe(true);
  });

  it("sends the upstream only the field that changes, and asks first only before a refund", () => {
    expect(orderChange("deliver")).toEqual({ deliveryStatus: "delivered" });
    expect(orderChange("undeliver")).toEqual({ deliveryStatus: "waiting" });
    expect(orderChange("refund")).toEqual({ status: "refunded" });
    expect(orderActions.filter(orderActionNeedsConfirmation)).toEqual(["refund"]);
  });
});

describe("the mock upstream applies the same rules", () => {
  let mock: MockUpstream;
  let dataDir: string;
  let auth: string;

  const call = (pathname: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${mock.url}${pathname}`, {
      method: init.method ?? "GET",
      headers: { Authorization: auth, ...(init.json === undefined ? {} : { "Content-Type": "application/json" }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(10_000),
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-orders-"));
    mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
    const basic = `Basic ${Buffer.from("disco@demo.test:Demo-pass1").toString("base64")}`;
    auth = `Bearer ${(await (await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })).json()).token}`;
  });

  afterAll(async () => {
    await mock.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Written from spec section 4 (the order statuses, delivery waiting <-> delivered) and decision 007 (a refund gives
  // back money taken by card or at the venue), never read from app/lib/order-transitions.ts: for each status, whether
  // the bar serves it (deliver when waiting, undeliver when delivered) and whether a paid one can be refunded.
  const served: Record<string, boolean> = {
    pending: false,
    accepted: true,
    rejected: false,
    cancelled: false,
    deleted: false,
    toPay: false,
    waitingPayment: false,
    paid: true,
    refunded: false,
    refused: false,
    inProgress: true,
  };
  const moneyTaken: Record<string, boolean> = {
    "free-spin": false,
    loco: true,
    stripe: true,
    gift: false,
    "free-drink": false,
  };
  const writtenAllows = (action: string, status: string, deliveryStatus: string, paymentType: string) =>
    action === "deliver"
      ? served[status] && deliveryStatus === "waiting"
      : action === "undeliver"
        ? served[status] && deliveryStatus === "delivered"
        : served[status] && moneyTaken[paymentType];

  it("lists the statuses and payment types of spec sections 3 and 4", () => {
    expect([...orderStatuses].sort()).toEqual(Object.keys(served).sort());
    expect([...paymentTypes].sort()).toEqual(Object.keys(moneyTaken).sort());
    expect([...deliveryStatuses]).toEqual(["waiting", "delivered"]);
  });

  it("the app and the mock both allow exactly the written changes, for every status, delivery and payment type", async () => {
    const [order] = await (await call("/orders?limit=1")).json();
    const disagreements: unknown[] = [];
    for (const status of Object.keys(served)) {
      for (const deliveryStatus of ["waiting", "delivered"]) {
        for (const paymentType of Object.keys(moneyTaken)) {
          for (const action of ["deliver", "undeliver", "refund"] as const) {
            const expected = writtenAllows(action, status, deliveryStatus, paymentType);
            // Put the order in the state through the store, as the payment flow would, then try the change over HTTP.
            Object.assign(
              mock.store.collection("orders").find((one) => one._id === order._id)!,
              { status, deliveryStatus, paymentType },
            );
            const response = await call(`/orders/${order._id}`, { method: "PUT", json: orderChange(action) });
            const app = canApplyOrderAction(action, { status, deliveryStatus, paymentType });
            if (app !== expected || response.status !== (expected ? 200 : 400)) {
              disagreements.push({ status, deliveryStatus, paymentType, action, expected, app, mock: response.status });
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  }, 60_000);

  it("sums every order the list's filters match, ignoring paging", async () => {
    const all: { price: number; quantity: number; platformFeeAmount: number }[] = await (
      await call("/orders?paymentType=stripe&status=paid")
    ).json();
    const totals = await (
      await call("/orders/totals?paymentType=stripe&status=paid&page=2&limit=5&sort=-price")
    ).json();
    expect(totals).toEqual({
      count: all.length,
      quantity: all.reduce((sum, one) => sum + one.quantity, 0),
      amount: all.reduce((sum, one) => sum + one.price, 0),
      platformFee: all.reduce((sum, one) => sum + one.platformFeeAmount, 0),
    });
    expect(totals.count).toBeGreaterThan(5);
    const items: { price: number; quantity: number }[] = await (await call("/order-items?q=gin")).json();
    expect((await (await call("/order-items/totals?q=gin")).json()).amount).toBe(
      items.reduce((sum, one) => sum + one.price * one.quantity, 0),
    );
  });

  it("seeds tonight's demo event with orders waiting at the bar, oldest first, and orders at tables", async () => {
    const [tonight] = await (await call("/events?name=Stasera%20al%20Demo%20Club")).json();
    const waiting: { token: string; orderItems: unknown[] }[] = await (
      await call(`/orders?eventId=${tonight._id}&deliveryStatus=waiting&status=paid,accepted,inProgress&sort=createdAt`)
    ).json();
    expect(waiting.length).toBeGreaterThan(5);
    expect(waiting.every((order) => order.orderItems.length > 0 && typeof order.orderItems[0] === "object")).toBe(true);
    const statuses = new Set(
      (await (await call(`/orders?eventId=${tonight._id}`)).json()).map((order: { status: string }) => order.status),
    );
    expect([...statuses].sort()).toEqual([...orderStatuses].sort());
    expect(
      (await (await call(`/orders?eventId=${tonight._id}&tableId[ne]=&count=true`)).json()).length,
    ).toBeGreaterThan(0);
  });

  it("says why it refuses a refund", async () => {
    const [refunded] = await (await call("/orders?status=refunded&limit=1")).json();
    const response = await call(`/orders/${refunded._id}`, { method: "PUT", json: { status: "refunded" } });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^Order (already refunded|cannot be refunded)/);
  });
});
