// The row-scope rule walked role by role and entity by entity. The expectations are written here from spec section 6
// and decision 011 (every venue role reaches its own venue's rows, a collaborator the selected venue's, an admin all;
// a format reaches the requests addressed to it, and (decision 029, spec section 6: events are open to formats, only
// disco users' requests carry their discoId) the events it is the format of and their records, whatever club hosts
// them), not read from the resource definitions.
import { describe, expect, it } from "vitest";
import { reachedVenue, rowScope, rowScopeWithinEvent, type Reach } from "~/core/access/row-scope";
import { resources } from "~/domains";

const own = "venue-own";
const selected = "venue-selected";

const reaches: Record<string, Reach> = {
  admin: { user: { role: "admin" } },
  disco: { user: { role: "disco", discoId: own } },
  format: { user: { role: "format", discoId: own }, formatEvents: ["event-a", "event-b"] },
  structure: { user: { role: "structure", discoId: own } },
  collaborator: { user: { role: "user" }, venueId: selected },
  "user without a venue": { user: { role: "user" } },
  "venue account without its venue": { user: { role: "disco" } },
};

/** Entities whose rows belong to a venue through `discoId` (the seed gives every one of them a `discoId`). */
const venueOwned = [
  "productCategories",
  "userRatings",
  "banners",
  "galleries",
  "vips",
  "followers",
  "tables",
  "spinGifts",
  "collaborators",
  "lists",
  "events",
  "ticketReleases",
  "reservations",
  "festivalReservations",
  "webReservations",
  "eventOrders",
  "eventProducts",
  "galleys",
  "cloakroomSlots",
  "products",
  "assignProducts",
  "orders",
  "tableOrders",
  "eventTables",
  "followerNotifications",
  "promos",
  "promoScans",
  // A venue's chats name it; the platform's support chats name none, and only an admin reaches them.
  "chats",
];
/** The platform's own records, which the section's roles alone decide (admin sections, catalogues, the global wheel). */
const platformWide = [
  "users",
  "musicalGenres",
  "discos",
  "formats",
  "structures",
  "discoCategories",
  "productTemplates",
  "feedbacks",
  "reportings",
  "images",
  "instagramShares",
  "globalSpinGifts",
  "notificationLogs",
  "userValidations",
  // Reached only through their event in the URL, which is found within the user's venue first (decision 011).
  "orderItems",
];

/** The records of one event (spec section 3: releases, lists, reservations, orders, galley, cloakroom, ratings…). */
const eventRecords = [
  "ticketReleases",
  "lists",
  "reservations",
  "festivalReservations",
  "webReservations",
  "eventOrders",
  "orders",
  "tableOrders",
  "eventProducts",
  "galleys",
  "cloakroomSlots",
  "userRatings",
];
/** The id no event has, closing a format's choice of events so it is never one fixed value. */
const noEvent = "000000000000000000000000";

const all = resources;

function expected(key: string, who: string): Record<string, string> | null {
  if (platformWide.includes(key) || who === "admin") return {};
  if (who === "user without a venue" || who === "venue account without its venue") return null;
  if (who === "collaborator") return { discoId: selected };
  if (who === "format" && key === "events") return { format: own };
  if (who === "format" && eventRecords.includes(key)) return { eventId: `event-a,event-b,${noEvent}` };
  return { discoId: own };
}

describe("rowScope", () => {
  it("names every resource in one of the two lists, so a new resource needs a decision", () => {
    const keys = all.map((resource) => resource.key).sort();
    expect([...venueOwned, ...platformWide, "formatRequests"].sort()).toEqual(keys);
  });

  for (const resource of all.filter((candidate) => candidate.key !== "formatRequests")) {
    for (const [who, reach] of Object.entries(reaches)) {
      it(`confines ${resource.key} for ${who}`, () => {
        expect(rowScope(resource.owner, reach)).toEqual(expected(resource.key, who));
      });
    }
  }

  it("confines format requests: a venue to those it sent, a format to those addressed to it", () => {
    const requests = all.find((resource) => resource.key === "formatRequests")!;
    expect(rowScope(requests.owner, reaches.admin)).toEqual({});
    expect(rowScope(requests.owner, reaches.disco)).toEqual({ discoId: own });
    expect(rowScope(requests.owner, reaches.format)).toEqual({ formatId: own });
    expect(rowScope(requests.owner, reaches.structure)).toEqual({ discoId: own });
    expect(rowScope(requests.owner, reaches["user without a venue"])).toBeNull();
  });
});

describe("rowScopeWithinEvent", () => {
  const reservations = all.find((resource) => resource.key === "reservations")!;
  const tables = all.find((resource) => resource.key === "tables")!;

  it("reaches a format's event's records through the event, at whatever club hosts it", () => {
    expect(rowScopeWithinEvent(reservations.owner, reaches.format, "event-a")).toEqual({ eventId: "event-a" });
  });

  it("keeps every other role's venue, and a format's own venue for the venue's records", () => {
    expect(rowScopeWithinEvent(reservations.owner, reaches.disco, "event-a")).toEqual({ discoId: own });
    expect(rowScopeWithinEvent(reservations.owner, reaches.collaborator, "event-a")).toEqual({ discoId: selected });
    expect(rowScopeWithinEvent(tables.owner, reaches.format, "event-a")).toEqual({ discoId: own });
    expect(rowScopeWithinEvent(reservations.owner, reaches["venue account without its venue"], "event-a")).toBeNull();
  });

  it("gives a format that runs no event no event's records", () => {
    const idle: Reach = { user: { role: "format", discoId: own }, formatEvents: [] };
    expect(rowScope(reservations.owner, idle)).toEqual({ eventId: noEvent });
  });
});

describe("reachedVenue", () => {
  it("is the own venue of every venue role, the selected one of a collaborator, none for an admin", () => {
    expect(reachedVenue(reaches.admin)).toBeUndefined();
    expect(reachedVenue(reaches.disco)).toBe(own);
    expect(reachedVenue(reaches.format)).toBe(own);
    expect(reachedVenue(reaches.structure)).toBe(own);
    expect(reachedVenue(reaches.collaborator)).toBe(selected);
    expect(reachedVenue(reaches["user without a venue"])).toBeNull();
    expect(reachedVenue(reaches["venue account without its venue"])).toBeNull();
  });

  it("ignores a selected venue for a venue account: its own venue is the only one", () => {
    expect(reachedVenue({ user: { role: "disco", discoId: own }, venueId: selected })).toBe(own);
  });
});
