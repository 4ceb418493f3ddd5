// The product rules of spec sections 5 and 9: suggested credits (1 per 3 € spent, 3 per € saved, rounded down), the
// IVA default (blank or 0 means 22 %), minors and alcohol (adult from the 18th birthday), and moving in an order.
import { describe, expect, it } from "vitest";
import { ageOn, isMinor, mayReceive, venueToday } from "~/domains/products/alcohol-age";
import { moveWrites } from "~/core/lists/hierarchy-order";
import {
  completeProduct,
  ivaOrDefault,
  productKind,
  purchaseCredits,
  redemptionCredits,
  suggestionFor,
  typedCents,
} from "~/domains/products/product-credits";

describe("purchase credits", () => {
  it("gives 1 credit per full 3 euro spent, rounding down", () => {
    expect(purchaseCredits(300)).toBe(1);
    expect(purchaseCredits(800)).toBe(2);
    expect(purchaseCredits(899)).toBe(2);
    expect(purchaseCredits(900)).toBe(3);
    expect(purchaseCredits(18000)).toBe(60);
  });

  it("gives nothing for less than 3 euro, nothing, or no price", () => {
    expect(purchaseCredits(299)).toBe(0);
    expect(purchaseCredits(0)).toBe(0);
    expect(purchaseCredits(null)).toBe(0);
    expect(purchaseCredits(undefined)).toBe(0);
    expect(purchaseCredits(-600)).toBe(0);
    expect(purchaseCredits(Number.NaN)).toBe(0);
  });
});

describe("redemption credits", () => {
  it("gives 3 credits per euro saved on the original price", () => {
    expect(redemptionCredits(1300, 1000)).toBe(9);
    expect(redemptionCredits(1100, 1000)).toBe(3);
  });

  it("rounds a part of a euro down", () => {
    expect(redemptionCredits(1250, 1000)).toBe(7); // 2.50 € × 3 = 7.5
    expect(redemptionCredits(1033, 1000)).toBe(0); // 0.33 € × 3 = 0.99
    expect(redemptionCredits(1034, 1000)).toBe(1); // 0.34 € × 3 = 1.02
  });

  it("suggests nothing when nothing is saved, the price is above the original, or either price is missing", () => {
    expect(redemptionCredits(1000, 1000)).toBe(0);
    expect(redemptionCredits(800, 1000)).toBe(0);
    expect(redemptionCredits(null, 1000)).toBe(0);
    expect(redemptionCredits(500, null)).toBe(0);
    expect(redemptionCredits(500, undefined)).toBe(0);
  });

  it("counts the whole original price as saved when the redemption is free", () => {
    // 5,00 € original, 0,00 € price: 5 € saved × 3 = 15.
    expect(redemptionCredits(500, 0)).toBe(15);
  });
});

describe("IVA", () => {
  it("is 22 % when blank or 0", () => {
    for (const blank of [null, undefined, "", "  ", 0, "0", "0,0"]) expect(ivaOrDefault(blank)).toBe(22);
  });

  it("keeps a rate that is given", () => {
    expect(ivaOrDefault(10)).toBe(10);
    expect(ivaOrDefault("4")).toBe(4);
    expect(ivaOrDefault("5,5")).toBe(5.5);
    expect(ivaOrDefault(22)).toBe(22);
  });
});

describe("what the form suggests", () => {
  it("reads euro as typed, with a comma or a point", () => {
    expect(typedCents("12,50")).toBe(1250);
    expect(typedCents("12.5")).toBe(1250);
    expect(typedCents("12")).toBe(1200);
    expect(typedCents("12,")).toBeNull();
    expect(typedCents("dodici")).toBeNull();
  });

  it("suggests redemption credits only for a redemption product", () => {
    expect(suggestionFor({ price: "10", originalPrice: "13", category: "redemptionProduct", iva: "" }, "euro")).toEqual(
      { purchaseCredits: 3, redemptionCredits: 9, iva: 22 },
    );
    expect(suggestionFor({ price: "10", originalPrice: "13", category: "base", iva: "10" }, "euro")).toEqual({
      purchaseCredits: 3,
      redemptionCredits: null,
      iva: 10,
    });
    expect(suggestionFor({ price: "", category: "redemptionProduct" }, "euro")).toEqual({
      purchaseCredits: 0,
      redemptionCredits: 0,
      iva: 22,
    });
  });

  it("says which products are redemption products", () => {
    expect(productKind("redemptionProduct")).toBe("redemption");
    for (const category of ["base", "premium", "table", "genericProduct", undefined])
      expect(productKind(category)).toBe("generic");
  });
});

describe("a product as saved", () => {
  it("gets the IVA default, the suggested credits where left blank, and its type", () => {
    expect(
      completeProduct(
        {
          category: "redemptionProduct",
          price: 1000,
          originalPrice: 1300,
          iva: null,
          freeSpinForPromoScan: null,
          freeSpinForPromoScanRedemption: null,
        },
        true,
      ),
    ).toEqual({
      category: "redemptionProduct",
      price: 1000,
      originalPrice: 1300,
      iva: 22,
      freeSpinForPromoScan: 3,
      freeSpinForPromoScanRedemption: 9,
      type: "redemption",
    });
  });

  it("keeps credits that were typed, 0 included", () => {
    const saved = completeProduct(
      {
        category: "redemptionProduct",
        price: 1000,
        originalPrice: 1300,
        iva: 10,
        freeSpinForPromoScan: 0,
        freeSpinForPromoScanRedemption: 5,
      },
      true,
    );
    expect(saved).toMatchObject({ iva: 10, freeSpinForPromoScan: 0, freeSpinForPromoScanRedemption: 5 });
  });

  it("gives a generic product no redemption credits, and a template no type", () => {
    const saved = completeProduct({ category: "premium", price: 1000, iva: 0, freeSpinForPromoScan: null }, false);
    expect(saved).toEqual({ category: "premium", price: 1000, iva: 22, freeSpinForPromoScan: 3 });
  });
});

describe("minors and alcohol", () => {
  it("counts whole years from the birth date", () => {
    expect(ageOn("2000-06-15", "2026-06-14")).toBe(25);
    expect(ageOn("2000-06-15", "2026-06-15")).toBe(26);
    expect(ageOn("2000-06-15T00:00:00.000Z", "2026-12-01")).toBe(26);
    expect(ageOn("", "2026-12-01")).toBeNull();
    expect(ageOn(undefined, "2026-12-01")).toBeNull();
  });

  it("is adult on the 18th birthday, a minor the day before", () => {
    expect(isMinor("2008-11-23", "2026-11-23")).toBe(false);
    expect(isMinor("2008-11-24", "2026-11-23")).toBe(true);
    expect(isMinor("2008-12-31", "2026-11-23")).toBe(true);
  });

  it("makes someone born on 29 February adult on 1 March of a common year", () => {
    expect(isMinor("2008-02-29", "2026-02-28")).toBe(true);
    expect(isMinor("2008-02-29", "2026-03-01")).toBe(false);
  });

  it("does not take an unknown birth date for a minor", () => {
    expect(isMinor(null, "2026-11-23")).toBe(false);
  });

  it("refuses only an alcoholic product to a minor", () => {
    const minor = { birthDate: "2010-05-01" };
    const adult = { birthDate: "1990-05-01" };
    expect(mayReceive({ alcohol: true }, minor, "2026-11-23")).toBe(false);
    expect(mayReceive({ alcohol: false }, minor, "2026-11-23")).toBe(true);
    expect(mayReceive({ alcohol: true }, adult, "2026-11-23")).toBe(true);
  });

  it("counts today at the venue, in Italy", () => {
    // 23:30 UTC on 22 November is already 23 November in Rome.
    expect(venueToday(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(venueToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });
});

describe("moving in an order", () => {
  const items = [
    { _id: "a", hierarchyOrder: 0 },
    { _id: "b", hierarchyOrder: 1 },
    { _id: "c", hierarchyOrder: 2 },
  ];

  it("swaps with the neighbour and writes only what changed", () => {
    expect(moveWrites(items, "b", "up")).toEqual([
      { _id: "b", hierarchyOrder: 0 },
      { _id: "a", hierarchyOrder: 1 },
    ]);
    expect(moveWrites(items, "b", "down")).toEqual([
      { _id: "c", hierarchyOrder: 1 },
      { _id: "b", hierarchyOrder: 2 },
    ]);
  });

  it("renumbers an order with gaps or blanks", () => {
    const loose = [{ _id: "a", hierarchyOrder: 5 }, { _id: "b" }, { _id: "c", hierarchyOrder: 9 }];
    expect(moveWrites(loose, "c", "up")).toEqual([
      { _id: "a", hierarchyOrder: 0 },
      { _id: "c", hierarchyOrder: 1 },
      { _id: "b", hierarchyOrder: 2 },
    ]);
  });

  it("does nothing past either end or for an unknown record", () => {
    expect(moveWrites(items, "a", "up")).toEqual([]);
    expect(moveWrites(items, "c", "down")).toEqual([]);
    expect(moveWrites(items, "z", "up")).toEqual([]);
  });
});
