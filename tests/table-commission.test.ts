// The commission on table products (spec section 9: 5 % net of the card provider's fees), worked out by hand.
import { describe, expect, it } from "vitest";
import {
  linesOf,
  tableAmountOf,
  tableCommission,
  tableCommissionTotals,
  tableOrderTotals,
} from "~/domains/orders/table-commission";
import { cardFeeOn } from "~/domains/events/ticket-pricing";

const table = (price: number, quantity = 1) => ({ productName: "Tavolo", category: "table", price, quantity });
const drink = (price: number, quantity = 1) => ({ productName: "Gin tonic", category: "base", price, quantity });

describe("table commission", () => {
  it("takes 5 % of a table paid at the venue, with no card fee", () => {
    // 300,00 € → 5 % = 15,00 €.
    expect(tableCommission({ status: "paid", paymentType: "loco", orderItems: [table(30000)] })).toEqual({
      tableAmount: 30000,
      cardFee: 0,
      net: 30000,
      commission: 1500,
    });
  });

  it("takes 5 % of what is left of a card payment after the provider's fee", () => {
    // Fee on 300,00 €: ceil(1.22 × (0.015 × 30000 + 25)) = ceil(1.22 × 475) = ceil(579.5) = 580; net 29420; 5 % = 1471.
    expect(cardFeeOn(30000)).toBe(580);
    expect(tableCommission({ status: "paid", paymentType: "stripe", orderItems: [table(30000)] })).toEqual({
      tableAmount: 30000,
      cardFee: 580,
      net: 29420,
      commission: 1471,
    });
    // 500,00 €: fee ceil(1.22 × 775) = ceil(945.5) = 946; net 49054; 5 % = 2452.7 → 2453.
    expect(tableCommission({ status: "accepted", paymentType: "stripe", orderItems: [table(50000)] }).commission).toBe(
      2453,
    );
  });

  it("counts only the table products of the order, each line by its quantity", () => {
    // Two tables at 150,00 € and drinks: table products 300,00 €; at the venue → 15,00 €.
    const order = { status: "inProgress", paymentType: "loco", orderItems: [table(15000, 2), drink(1000, 3)] };
    expect(tableAmountOf(linesOf(order))).toBe(30000);
    expect(tableCommission(order).commission).toBe(1500);
    expect(tableCommission({ status: "paid", paymentType: "stripe", orderItems: [drink(1000, 3)] })).toEqual({
      tableAmount: 0,
      cardFee: 0,
      net: 0,
      commission: 0,
    });
  });

  it("takes nothing on money not taken, nor counts it as taken: free orders, orders not paid, refunded or called off", () => {
    const nothing = { tableAmount: 0, cardFee: 0, net: 0, commission: 0 };
    for (const paymentType of ["gift", "free-spin", "free-drink"])
      expect(tableCommission({ status: "paid", paymentType, orderItems: [table(30000)] })).toEqual(nothing);
    for (const status of [
      "pending",
      "toPay",
      "waitingPayment",
      "refunded",
      "cancelled",
      "rejected",
      "refused",
      "deleted",
    ]) {
      expect(tableCommission({ status, paymentType: "stripe", orderItems: [table(30000)] })).toEqual(nothing);
    }
  });

  it("reads nothing from an order whose lines are only ids", () => {
    expect(tableCommission({ status: "paid", paymentType: "loco", orderItems: ["abc"] }).tableAmount).toBe(0);
    expect(tableCommission({ status: "paid", paymentType: "loco" }).commission).toBe(0);
  });

  it("adds up several orders, and the figures under a list", () => {
    const orders = [
      {
        status: "paid",
        paymentType: "loco",
        price: 32000,
        quantity: 3,
        platformFeeAmount: 1600,
        orderItems: [table(30000), drink(1000, 2)],
      },
      {
        status: "paid",
        paymentType: "stripe",
        price: 30000,
        quantity: 1,
        platformFeeAmount: 1500,
        orderItems: [table(30000)],
      },
      {
        status: "refunded",
        paymentType: "stripe",
        price: 15000,
        quantity: 1,
        platformFeeAmount: 750,
        orderItems: [table(15000)],
      },
    ];
    // Taken for tables: 300,00 € at the venue + 300,00 € by card; the refunded 150,00 € was given back, so it counts in
    // neither the amount nor the net. Card fee 5,80 € (the second order only); net 600,00 − 5,80 = 594,20 €;
    // commission 15,00 + 14,71 = 29,71 €.
    expect(tableCommissionTotals(orders)).toEqual({ tableAmount: 60000, cardFee: 580, net: 59420, commission: 2971 });
    // The figures under the list are those of the orders listed (as /orders/totals sums every order the filters
    // match): 3 orders, 5 items, 320 + 300 + 150 = 770,00 €, fees 16 + 15 + 7,50 = 38,50 €; the commission as above.
    expect(tableOrderTotals(orders)).toEqual({
      count: 3,
      quantity: 5,
      amount: 77000,
      platformFee: 3850,
      commission: 2971,
    });
  });
});
