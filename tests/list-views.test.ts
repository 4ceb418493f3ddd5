// The columns a list shows from its URL, and what a saved view keeps of the URL.
import { describe, expect, it } from "vitest";
import { chosenFields, visibleColumns } from "~/core/lists/list-columns";
import { isListPath, sharingOf, viewHref, viewQuery } from "~/core/lists/views";

const columns = [{ field: "name" }, { field: "startDate" }, { field: "status" }];
const fields = (search: string) => visibleColumns(columns, new URLSearchParams(search)).map((column) => column.field);

describe("the columns of a list", () => {
  it("shows every column when the URL names none", () => {
    expect(fields("")).toEqual(["name", "startDate", "status"]);
  });

  it("shows the named ones in the list's own order, repeated or comma-separated", () => {
    expect(fields("cols=status&cols=name")).toEqual(["name", "status"]);
    expect(fields("cols=status,startDate")).toEqual(["startDate", "status"]);
    expect(chosenFields(new URLSearchParams("cols=status,%20name&cols="))).toEqual(["status", "name"]);
  });

  it("ignores fields the list does not have, and shows all when none is left", () => {
    expect(fields("cols=status&cols=password")).toEqual(["status"]);
    expect(fields("cols=password")).toEqual(["name", "startDate", "status"]);
  });
});

describe("what a saved view keeps", () => {
  it("keeps the params but the page, in a stable order", () => {
    expect(viewQuery("?status=pending&page=3&q=vip&cols=name")).toBe("cols=name&q=vip&status=pending");
    expect(viewQuery("page=2")).toBe("");
  });

  it("opens its list with its params", () => {
    expect(viewHref({ list: "/events", query: "q=vip" })).toBe("/events?q=vip");
    expect(viewHref({ list: "/events", query: "" })).toBe("/events");
  });

  it("names only the app's own paths", () => {
    expect(isListPath("/events")).toBe(true);
    expect(isListPath("/events/abc123/reservations")).toBe(true);
    expect(isListPath("//evil.example/events")).toBe(false);
    expect(isListPath("https://evil.example")).toBe(false);
    expect(isListPath("/events/../admin")).toBe(false);
    expect(isListPath("events")).toBe(false);
  });
});

describe("with whom a shared view is shared", () => {
  it("is the venue's staff for anyone at a venue, the admins for an admin, nobody without a venue", () => {
    expect(sharingOf({ userId: "u", venueId: "club-1" })).toBe("venue");
    expect(sharingOf({ userId: "u", venueId: null })).toBe("admins");
    expect(sharingOf({ userId: "u", venueId: "" })).toBeNull();
  });
});
