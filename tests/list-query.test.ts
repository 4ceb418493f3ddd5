import { describe, expect, it } from "vitest";
import {
  changeState,
  nextSort,
  pageRange,
  parseListQuery,
  sortDirection,
  toSearchParams,
  toUpstreamQuery,
  type ListSpec,
} from "~/core/lists/list-query";

const spec: ListSpec = {
  sortable: ["name", "createdAt", "startDate"],
  defaultSort: "-createdAt",
  filters: [
    { name: "status", kind: "enum", options: ["enabled", "disabled"] },
    { name: "isFestival", kind: "boolean" },
    { name: "discoId", kind: "text" },
    { name: "start", kind: "dateRange", field: "startDate" },
  ],
};

describe("list state in the URL", () => {
  it("reads page, page size, sort, search and filters", () => {
    const state = parseListQuery(
      new URLSearchParams(
        "page=3&limit=50&sort=-name&q=%20roma%20&status=enabled&isFestival=true&discoId=d1&startFrom=2026-11-01&startTo=2026-11-30",
      ),
      spec,
    );
    expect(state).toEqual({
      page: 3,
      limit: 50,
      sort: "-name",
      q: "roma",
      filters: { status: "enabled", isFestival: "true", discoId: "d1", startFrom: "2026-11-01", startTo: "2026-11-30" },
    });
  });

  it("falls back to the defaults on values it cannot trust", () => {
    const state = parseListQuery(
      new URLSearchParams("page=-2&limit=7&sort=password&status=weird&isFestival=maybe&startFrom=01/11/2026"),
      spec,
    );
    expect(state).toEqual({ page: 1, limit: 20, sort: "-createdAt", q: "", filters: {} });
  });

  it("writes a state back to the same URL, leaving out the defaults", () => {
    const url = "q=roma&status=enabled&startFrom=2026-11-01&sort=name&limit=50&page=2";
    const state = parseListQuery(new URLSearchParams(url), spec);
    expect(toSearchParams(state, spec).toString()).toBe(url);
    expect(toSearchParams(parseListQuery(new URLSearchParams(""), spec), spec).toString()).toBe("");
  });

  it("turns a state into the upstream query of spec section 7", () => {
    const state = parseListQuery(
      new URLSearchParams("q=roma&status=enabled&startFrom=2026-11-01&startTo=2026-11-30&sort=name&page=2"),
      spec,
    );
    expect(toUpstreamQuery(state, spec)).toEqual({
      page: 2,
      limit: 20,
      sort: "name",
      q: "roma",
      status: "enabled",
      "startDate[gte]": "2026-11-01T00:00:00.000Z",
      "startDate[lte]": "2026-11-30T23:59:59.999Z",
    });
  });

  it("goes back to page 1 when anything but the page changes", () => {
    const state = parseListQuery(new URLSearchParams("page=4"), spec);
    expect(changeState(state, { sort: "name" }).page).toBe(1);
    expect(changeState(state, { page: 5 }).page).toBe(5);
  });

  it("sorts a column ascending first, then descending", () => {
    expect(nextSort("-createdAt", "name")).toBe("name");
    expect(nextSort("name", "name")).toBe("-name");
    expect(nextSort("-name", "name")).toBe("name");
    expect(sortDirection("-name", "name")).toBe("descending");
    expect(sortDirection("name", "createdAt")).toBe("none");
  });

  it("computes 'x–y of N'", () => {
    expect(pageRange({ page: 2, limit: 20 }, 57)).toEqual({ from: 21, to: 40, pages: 3 });
    expect(pageRange({ page: 3, limit: 20 }, 57)).toEqual({ from: 41, to: 57, pages: 3 });
    expect(pageRange({ page: 1, limit: 20 }, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });
});
