// Money as the pages show it (docs/architecture.md: "money in euro"), from cents, against figures written out by hand: Italian puts
// the euro sign after the amount (a no-break space between) with a decimal comma and a point between thousands (none
// in a four-digit amount, as Italian typography and the browsers' Intl do it); English puts the sign first.
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/core/format/format";

const nbsp = "\u00a0";

describe("formatMoney", () => {
  it("writes euro the Italian way", () => {
    expect(formatMoney(0, "it")).toBe(`0,00${nbsp}€`);
    expect(formatMoney(5, "it")).toBe(`0,05${nbsp}€`);
    expect(formatMoney(1091, "it")).toBe(`10,91${nbsp}€`);
    expect(formatMoney(2500, "it")).toBe(`25,00${nbsp}€`);
    expect(formatMoney(215650, "it")).toBe(`2156,50${nbsp}€`);
    expect(formatMoney(12345678, "it")).toBe(`123.456,78${nbsp}€`);
    expect(formatMoney(-50, "it")).toBe(`-0,50${nbsp}€`);
  });

  it("writes euro the English way", () => {
    expect(formatMoney(0, "en")).toBe("€0.00");
    expect(formatMoney(1091, "en")).toBe("€10.91");
    expect(formatMoney(215650, "en")).toBe("€2,156.50");
    expect(formatMoney(12345678, "en")).toBe("€123,456.78");
    expect(formatMoney(-50, "en")).toBe("-€0.50");
  });

  it("writes any language but Italian in English", () => {
    expect(formatMoney(1091, "de")).toBe("€10.91");
  });
});
