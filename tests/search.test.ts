// The global search (decision 033): which kinds each role finds, written from spec section 6 (the
// sections each opens) and the decision (the night staff and the structures have no search); and the server's reads,
// against a stand-in upstream client: every kind asked at once, each within the viewer's reach, a failure kept to its
// own kind, and a kind out of reach never asked.
import { json } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { Signed } from "~/core/auth/auth.server";
import type { Viewer } from "~/core/access/permissions";
import type { CollaboratorRole, Role } from "~/core/access/roles";
import type { Query } from "~/core/upstream/upstream-query";
import { eventTabHref, kindsFor, listHref, searchText } from "~/domains/search/search-kinds";
import { searchAll } from "~/domains/search/search.server";

// The server module reads the configuration when loaded; no upstream is called here (the client is a stand-in).
vi.hoisted(() => {
  process.env.UPSTREAM_URL ??= "http://127.0.0.1:9";
});

const plain = (role: Role): Viewer => ({ role, venueRoles: [] });
const collaborator = (...venueRoles: CollaboratorRole[]): Viewer => ({ role: "user", venueRoles });

describe("the kinds each role searches", () => {
  it("follows the sections each role opens (spec section 6)", () => {
    expect(kindsFor(plain("admin"))).toEqual(["events", "reservations", "orders", "users", "lists"]);
    expect(kindsFor(plain("disco"))).toEqual(["events", "reservations", "orders", "products", "lists"]);
    expect(kindsFor(plain("format"))).toEqual(["events", "reservations", "orders", "lists"]);
    expect(kindsFor(collaborator("admin_promoter"))).toEqual(["events", "reservations", "lists"]);
    expect(kindsFor(collaborator("backoffice_collaborator"))).toEqual(["lists"]);
  });

  it("gives the night staff, the structures and a user without a role no search", () => {
    for (const viewer of [
      collaborator("galley_attendant"),
      collaborator("cloakroom_attendant"),
      collaborator("backoffice_event"),
      collaborator("bartender"),
      plain("structure"),
      plain("user"),
    ])
      expect(kindsFor(viewer)).toEqual([]);
  });

  it("adds what a desk role opens to night work held at the same venue", () => {
    expect(kindsFor(collaborator("backoffice_collaborator", "backoffice_event"))).toEqual([
      "events",
      "reservations",
      "lists",
    ]);
  });
});

describe("the text searched", () => {
  it("is trimmed, its spaces folded, and not searched under two characters", () => {
    expect(searchText("  Beatrice   Rossi ")).toBe("Beatrice Rossi");
    expect(searchText(" a ")).toBe("");
    expect(searchText(null)).toBe("");
    expect(searchText("x".repeat(300))).toHaveLength(100);
  });
});

describe("the links of a result", () => {
  it("opens a reservation's night on the tab that holds it, filtered to it, when the viewer opens that tab", () => {
    const reservation = { _id: "r1", eventId: "e1", code: "R-1", channel: "web" };
    expect(eventTabHref("reservations", reservation, plain("disco"))).toBe("/events/e1/web-reservations?q=R-1");
    expect(eventTabHref("reservations", { ...reservation, channel: "app" }, plain("disco"))).toBe(
      "/events/e1/reservations?q=R-1",
    );
    expect(eventTabHref("orders", { _id: "o1", eventId: "e1", token: "ORD-1" }, plain("disco"))).toBe(
      "/events/e1/orders?q=ORD-1",
    );
    // The collaborators' back-office works the lists, not the nights: no event tab to open.
    expect(
      eventTabHref("lists", { _id: "l1", eventId: "e1", name: "Lista" }, collaborator("backoffice_collaborator")),
    ).toBe(null);
    expect(eventTabHref("events", { _id: "e1" }, plain("disco"))).toBe(null);
  });

  it("sends the rest of the matches to the kind's own list, every night for events", () => {
    expect(listHref("events", "rossi")).toBe("/events?q=rossi&when=all");
    expect(listHref("reservations", "rossi")).toBe("/reservations?q=rossi");
  });
});

type Call = {
  path: string;
  query: Query;
  resolve: (answer: { items: unknown[]; total: number }) => void;
  reject: (error: unknown) => void;
};

/** A signed-in disco user whose upstream client holds every list read until the test answers it. */
function discoWithPendingReads() {
  const calls: Call[] = [];
  const api = {
    list: (path: string, query: Query) =>
      new Promise((resolve, reject) => calls.push({ path, query, resolve, reject })),
  };
  const signed = {
    user: { _id: "u1", role: "disco", discoId: "venue-own", email: "disco@demo.test", collaboratingDiscos: [] },
    viewer: plain("disco"),
    venueId: undefined,
    api,
  } as unknown as Signed;
  return { calls, signed };
}

describe("the server's search", () => {
  it("asks every kind at once, each within the venue's reach, and keeps a failure to its own kind", async () => {
    const { calls, signed } = discoWithPendingReads();
    const answer = searchAll("rossi", signed);
    // Every kind's read is on its way before any is answered: one round trip of the upstream.
    await Promise.resolve();
    expect(calls.map((call) => call.path).sort()).toEqual([
      "/events",
      "/lists",
      "/orders",
      "/products",
      "/reservations",
    ]);
    for (const call of calls) {
      expect(call.query.q).toBe("rossi");
      expect(call.query.discoId ?? call.query.format).toBe("venue-own");
    }
    // No search of the users: a venue does not open them.
    expect(calls.some((call) => call.path === "/users")).toBe(false);
    for (const call of calls) {
      if (call.path === "/orders") call.reject(json({ failure: "timeout" }, { status: 504 }));
      else if (call.path === "/events")
        call.resolve({ items: [{ _id: "e1", name: "Notte Rossi", startDate: "2026-01-10T21:30:00.000Z" }], total: 7 });
      else if (call.path === "/lists")
        call.resolve({
          items: [{ _id: "l1", name: "Lista Rossi", eventId: "e1", eventName: "Notte Rossi" }],
          total: 1,
        });
      else call.resolve({ items: [], total: 0 });
    }
    const groups = await answer;
    expect(groups.find((group) => group.kind === "orders")).toMatchObject({ failure: "timeout", hits: [] });
    expect(groups.find((group) => group.kind === "events")).toMatchObject({
      total: 7,
      hits: [{ id: "e1", title: "Notte Rossi", href: "/events/e1", details: ["10/01/2026 22:30"] }],
    });
    expect(groups.find((group) => group.kind === "lists")?.hits).toEqual([
      {
        id: "l1",
        title: "Lista Rossi",
        details: ["Notte Rossi"],
        href: "/lists/l1",
        eventHref: "/events/e1/lists?q=Lista+Rossi",
      },
    ]);
  });

  it("lets a refused session go to login rather than show an empty search", async () => {
    const { calls, signed } = discoWithPendingReads();
    const answer = searchAll("rossi", signed);
    await Promise.resolve();
    const login = new Response(null, { status: 302, headers: { location: "/login" } });
    for (const call of calls) call.reject(login);
    await expect(answer).rejects.toBe(login);
  });

  it("searches nothing for a text too short", async () => {
    const { calls, signed } = discoWithPendingReads();
    expect(await searchAll("", signed)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
