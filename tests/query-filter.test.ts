// The back-office's own check of a read's filters (decision 029), against the list query language of the upstream's
// contract (mock-upstream/README.md, "Generic entities"): the cases are written from that table, not from the code.
import { describe, expect, it } from "vitest";
import { brokenFilter, hasFilters } from "~/core/upstream/query-filter";

const club = "000000000000000000000001";
const other = "000000000000000000000002";
const record = {
  _id: "00000000000000000000000a",
  discoId: club,
  eventId: "e1",
  isEnabled: true,
  price: 1500,
  tags: ["vip", "late"],
  startDate: "2026-11-26T22:00:00.000Z",
};

describe("brokenFilter", () => {
  it("passes a record that satisfies every exact filter, compared as text", () => {
    expect(brokenFilter(record, { discoId: club, eventId: "e1", isEnabled: "true", price: 1500 })).toBeNull();
    expect(brokenFilter(record, { isEnabled: true })).toBeNull();
  });

  it("names the filter a record of another venue or event breaks", () => {
    expect(brokenFilter(record, { discoId: other })).toBe("discoId");
    expect(brokenFilter(record, { discoId: club, eventId: "e2" })).toBe("eventId");
  });

  it("reads a, b as any of them, and an array field as holding one of them", () => {
    expect(brokenFilter(record, { discoId: `${other},${club}` })).toBeNull();
    expect(brokenFilter(record, { eventId: ["e2", "e1"] })).toBeNull();
    expect(brokenFilter(record, { tags: "late" })).toBeNull();
    expect(brokenFilter(record, { tags: "early" })).toBe("tags");
  });

  it("lets a filter on a field the record lacks match nothing, as the upstream does", () => {
    expect(brokenFilter(record, { formatId: club })).toBe("formatId");
    expect(brokenFilter({ _id: "x" }, { discoId: club })).toBe("discoId");
  });

  it("applies ranges: numbers as numbers, ISO dates and text as text, ne as text", () => {
    expect(brokenFilter(record, { "price[gte]": "1000", "price[lt]": "2000" })).toBeNull();
    expect(brokenFilter(record, { "price[gt]": "1500" })).toBe("price[gt]");
    expect(brokenFilter(record, { "startDate[gte]": "2026-11-26" })).toBeNull();
    expect(brokenFilter(record, { "startDate[lt]": "2026-11-26" })).toBe("startDate[lt]");
    expect(brokenFilter(record, { "tableId[ne]": "" })).toBe("tableId[ne]");
    expect(brokenFilter({ ...record, tableId: "t1" }, { "tableId[ne]": "" })).toBeNull();
  });

  it("checks ids, and ignores paging, sorting, counting and search", () => {
    expect(brokenFilter(record, { _id: `x,${record._id}` })).toBeNull();
    expect(brokenFilter(record, { _id: "x" })).toBe("_id");
    expect(brokenFilter(record, { page: 2, limit: 10, sort: "-name", count: true, q: "nothing like it" })).toBeNull();
    expect(hasFilters({ page: 2, limit: 10, sort: "-name", count: true, q: "x" })).toBe(false);
    expect(hasFilters({ discoId: club })).toBe(true);
  });

  it("leaves answers that are not records alone (totals, lists of ids)", () => {
    expect(brokenFilter(["a", "b"], { discoId: club })).toBeNull();
    expect(brokenFilter(null, { discoId: club })).toBeNull();
  });
});
