// The pure parts of /map (points from upstream records, the kind filter, a banner's reach, the tile server) and of
// /tutorial (each collaborator role's screens, read from the permissions table).
import { describe, expect, it } from "vitest";
import {
  bannerPoint,
  coordinatesOf,
  distanceKm,
  formatCoordinates,
  latestPerUser,
  parseMapKind,
  userPoint,
  withinReach,
} from "~/domains/insight/map-points";
import { isTileUrl, tileSource } from "~/core/config/map-tiles";
import { canAccess } from "~/core/access/permissions";
import { sidebarFor } from "~/core/access/navigation";
import { roleGuide, tutorialGuides, tutorialRoles } from "~/domains/insight/tutorial";

const milano = { lat: 45.4642, lng: 9.19 };
const roma = { lat: 41.9028, lng: 12.4964 };

describe("parseMapKind", () => {
  it("reads banners or users, and shows both for anything else", () => {
    expect(parseMapKind(new URLSearchParams("kind=banners"))).toBe("banners");
    expect(parseMapKind(new URLSearchParams("kind=users"))).toBe("users");
    expect(parseMapKind(new URLSearchParams("kind=all"))).toBe("all");
    expect(parseMapKind(new URLSearchParams(""))).toBe("all");
    expect(parseMapKind(new URLSearchParams("kind=constructor"))).toBe("all");
  });
});

describe("coordinatesOf", () => {
  it("reads the shapes the upstream uses", () => {
    expect(coordinatesOf({ location: { lat: 45.1, lng: 9.2 } })).toEqual({ lat: 45.1, lng: 9.2 });
    expect(coordinatesOf({ lat: "45.1", lng: "9.2" })).toEqual({ lat: 45.1, lng: 9.2 });
    expect(coordinatesOf({ latitude: 45.1, longitude: 9.2 })).toEqual({ lat: 45.1, lng: 9.2 });
    // GeoJSON writes longitude first.
    expect(coordinatesOf({ location: { type: "Point", coordinates: [9.2, 45.1] } })).toEqual({ lat: 45.1, lng: 9.2 });
  });

  it("refuses missing, unreadable and out-of-range coordinates", () => {
    expect(coordinatesOf({})).toBeNull();
    expect(coordinatesOf({ location: null })).toBeNull();
    expect(coordinatesOf({ location: { lat: "", lng: 9 } })).toBeNull();
    expect(coordinatesOf({ lat: 91, lng: 9 })).toBeNull();
    expect(coordinatesOf({ lat: 45, lng: -181 })).toBeNull();
    expect(coordinatesOf({ lat: Number.NaN, lng: 9 })).toBeNull();
  });
});

describe("points", () => {
  it("makes a banner a point with its name, address, reach and state", () => {
    expect(
      bannerPoint({
        _id: "b1",
        name: "Banner Luna 1",
        address: "Via Tortona, Milano",
        location: milano,
        maxDistance: 25,
        isEnabled: false,
        createdAt: "2026-11-01T10:00:00.000Z",
        updatedAt: "2026-11-02T12:00:00.000Z",
      }),
    ).toEqual({
      ...milano,
      id: "b1",
      kind: "banner",
      name: "Banner Luna 1",
      time: "2026-11-02T12:00:00.000Z",
      address: "Via Tortona, Milano",
      reachKm: 25,
      isEnabled: false,
    });
    expect(bannerPoint({ _id: "b2", name: "Senza posto" })).toBeNull();
    expect(bannerPoint({ _id: "b3", location: roma, maxDistance: 0 })).toMatchObject({
      name: "b3",
      reachKm: undefined,
    });
  });

  it("makes a user location a point named after the user, at the time they were there", () => {
    expect(
      userPoint({ _id: "l1", userId: "u1", userName: "Giulia Rossi", ...roma, createdAt: "2026-11-20T21:00:00.000Z" }),
    ).toEqual({ ...roma, id: "l1", kind: "user", name: "Giulia Rossi", time: "2026-11-20T21:00:00.000Z" });
  });

  it("keeps each user's newest location only", () => {
    const records = [
      { _id: "a", userId: "u1", createdAt: "2026-11-01T10:00:00Z" },
      { _id: "b", userId: "u1", createdAt: "2026-11-03T10:00:00Z" },
      { _id: "c", userId: "u2", createdAt: "2026-11-02T10:00:00Z" },
      { _id: "d", userId: "u1", createdAt: "2026-11-02T10:00:00Z" },
    ];
    expect(latestPerUser(records).map((record) => record._id)).toEqual(["b", "c"]);
  });

  it("writes coordinates with five decimals", () => {
    expect(formatCoordinates(milano)).toBe("45.46420, 9.19000");
  });
});

describe("reach", () => {
  it("measures great-circle distances", () => {
    expect(distanceKm(milano, milano)).toBe(0);
    // Milano–Roma is about 477 km as the crow flies.
    expect(distanceKm(milano, roma)).toBeGreaterThan(470);
    expect(distanceKm(milano, roma)).toBeLessThan(485);
    expect(distanceKm(milano, roma)).toBeCloseTo(distanceKm(roma, milano), 9);
  });

  it("tells whether a point is within a banner's reach; a banner without one reaches nobody", () => {
    const banner = bannerPoint({ _id: "b", location: milano, maxDistance: 10 })!;
    const near = { lat: 45.5, lng: 9.2 };
    expect(withinReach(near, [banner])).toBe(true);
    expect(withinReach(roma, [banner])).toBe(false);
    expect(withinReach(near, [{ ...banner, reachKm: undefined }])).toBe(false);
    expect(withinReach(near, [])).toBe(false);
  });
});

describe("tiles", () => {
  it("accepts http(s) templates with z, x and y, or nothing", () => {
    expect(isTileUrl("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(true);
    expect(isTileUrl("https://{s}.tiles.example/{z}/{x}/{y}@2x.png?key=abc")).toBe(true);
    expect(isTileUrl("")).toBe(true);
    expect(isTileUrl("https://tile.openstreetmap.org/{z}/{x}.png")).toBe(false);
    expect(isTileUrl("javascript:alert(1)//{z}/{x}/{y}")).toBe(false);
    expect(isTileUrl("not a url {z}{x}{y}")).toBe(false);
  });

  it("names the origin the content security policy lets images come from", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSource("https://{s}.tiles.example:8443/{z}/{x}/{y}.png")).toBe("https://*.tiles.example:8443");
    expect(tileSource("")).toBe("");
    expect(tileSource("ftp://x/{z}/{x}/{y}")).toBe("");
  });
});

describe("tutorial", () => {
  it("walks through the five collaborator roles that may sign in", () => {
    expect(tutorialRoles).toEqual([
      "cloakroom_attendant",
      "galley_attendant",
      "backoffice_event",
      "backoffice_collaborator",
      "admin_promoter",
    ]);
  });

  it("gives the galley attendant the events, the galley tab and the bar board", () => {
    expect(roleGuide("galley_attendant")).toEqual({
      role: "galley_attendant",
      landing: "events",
      menu: ["events"],
      otherPages: ["bar"],
      eventTabs: ["galley"],
    });
    expect(roleGuide("cloakroom_attendant")).toMatchObject({ menu: ["events"], eventTabs: ["cloakroom"] });
  });

  it("lists what each role's sidebar shows, without the tutorial itself, and pages only it may open", () => {
    for (const role of tutorialRoles) {
      const viewer = { role: "user" as const, venueRoles: [role] };
      const guide = roleGuide(role);
      expect(guide.menu).toEqual(
        sidebarFor(viewer, { devMenu: false })
          .map((entry) => entry.key)
          .filter((key) => key !== "tutorial"),
      );
      for (const key of guide.otherPages) expect(canAccess(key, viewer)).toBe(true);
      expect(guide.otherPages).not.toContain("profile");
    }
    expect(roleGuide("backoffice_collaborator")).toMatchObject({
      landing: "collaborators",
      menu: ["lists", "collaborators", "chats"],
      eventTabs: [],
    });
    expect(roleGuide("backoffice_event").otherPages).toEqual(
      expect.arrayContaining(["reservations", "festivalReservations", "assignProducts", "userRatings"]),
    );
    expect(roleGuide("admin_promoter")).toMatchObject({ landing: "banners" });
    expect(roleGuide("admin_promoter").menu).toEqual(expect.arrayContaining(["banners", "map", "events"]));
  });

  it("puts the signed-in user's own roles first", () => {
    expect(tutorialGuides(["galley_attendant", "pr"]).map((guide) => guide.role)).toEqual([
      "galley_attendant",
      "cloakroom_attendant",
      "backoffice_event",
      "backoffice_collaborator",
      "admin_promoter",
    ]);
  });
});
