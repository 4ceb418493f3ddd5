// A cloakroom search puts the number typed first, then the numbers starting with it, then the rest, in number order.
import { describe, expect, it } from "vitest";
import { slotsForSearch } from "~/domains/galley-cloakroom/cloakroom-search";

const slots = (...codes: string[]) => codes.map((code) => ({ code }));

describe("a cloakroom search", () => {
  it("lists the slot of exactly that number first, then those starting with it, then the others", () => {
    const found = slotsForSearch(slots("G001", "21", "11", "10", "1", "100", "A1", "2"), "1");
    expect(found.map((slot) => slot.code)).toEqual(["1", "10", "11", "100", "2", "21", "A1", "G001"]);
  });

  it("matches letters whatever their case, and keeps the order as it came with no search", () => {
    expect(slotsForSearch(slots("a10", "A1", "b1"), "a1").map((slot) => slot.code)).toEqual(["A1", "a10", "b1"]);
    expect(slotsForSearch(slots("3", "1", "2"), " ").map((slot) => slot.code)).toEqual(["3", "1", "2"]);
  });
});
