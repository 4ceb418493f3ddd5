// Who writes beyond their own venue (decision 025), and who grants which collaborator role. The tables here
// are written from spec sections 2 and 6, not read from the app: section 6's route roles say who opens a section; no
// line of it grants anyone but the admins a write on the platform's own records (venues, categories, catalogues, the
// global wheel, users) or on another venue's. So every section an admin opens is written beyond a venue by the admins
// alone, and the sections an admin does not open by no one. The promoter ("structures, disco categories ... with
// promoter"; "globalSpinGifts: admin, structure + promoter") and the structure account read those sections only.
import { describe, expect, it } from "vitest";
import { grantableRoles, grantRefusal } from "~/core/access/collaborator-grants";
import { canAccess, sections, type SectionKey, type Viewer } from "~/core/access/permissions";
import type { CollaboratorRole, Role } from "~/core/access/roles";
import { beyondVenueWriters } from "~/core/access/write-grants";
import { resources } from "~/domains";
import { allows, type ResourceDefinition } from "~/resource/definition";
import { mayWrite, writableActions } from "~/resource/write-access";

/** Sections an admin does not open (section 6: "vips, products, dataCash: disco"; "disco-profile, followers: disco,
 * structure, format"; "promoScan: disco, structure, format"; "tutorial: user + promoter"), or a user's own records. */
const writtenBeyondByNobody: SectionKey[] = [
  "discoProfile",
  "dataCash",
  "products",
  "promoScan",
  "vips",
  "followers",
  "tutorial",
  "profile",
  "changePassword",
];

/** The platform's own records: no venue owns them (spec section 3 gives them no discoId). */
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
  "orderItems",
];

/**
 * Decision 030 (spec sections 2 and 6): the events themselves, their ticket releases and available products are
 * written by the admins and the venue accounts that run events (club, format); the galley's and the cloakroom's rows
 * by them and by who works that tab (its attendant; the promoter opens every tab listing a collaborator role).
 */
const venueManagers = ["admin", "disco", "format"];
const eventRecordWriters: Record<string, readonly string[]> = {
  events: venueManagers,
  ticketReleases: venueManagers,
  eventProducts: venueManagers,
  galleys: [...venueManagers, "galley", "promoter"],
  cloakroomSlots: [...venueManagers, "cloakroom", "promoter"],
};

const own = "venue-own";
const selected = "venue-selected";
type Writer = Parameters<typeof mayWrite>[1];
const venueAccount = (role: Role): Writer => ({
  user: { role, discoId: own },
  viewer: { role, venueRoles: [] },
});
const collaborator = (...venueRoles: CollaboratorRole[]): Writer => ({
  user: { role: "user" },
  venueId: selected,
  viewer: { role: "user", venueRoles },
});
const writers: Record<string, Writer> = {
  admin: { user: { role: "admin" }, viewer: { role: "admin", venueRoles: [] } },
  disco: venueAccount("disco"),
  format: venueAccount("format"),
  structure: venueAccount("structure"),
  promoter: collaborator("admin_promoter"),
  "collaborator back-office": collaborator("backoffice_collaborator"),
  "event back-office": collaborator("backoffice_event"),
  galley: collaborator("galley_attendant"),
  cloakroom: collaborator("cloakroom_attendant"),
};

describe("who writes a section's records of no venue or of another venue", () => {
  it("is the admins for every section an admin opens, and nobody elsewhere", () => {
    for (const entry of sections) {
      const expected = writtenBeyondByNobody.includes(entry.key) ? [] : ["admin"];
      expect({ section: entry.key, ...beyondVenueWriters[entry.key] }).toEqual({
        section: entry.key,
        noVenue: expected,
        otherVenue: expected,
      });
    }
  });

  it("lists every section of the permissions table", () => {
    expect(Object.keys(beyondVenueWriters).sort()).toEqual(sections.map((entry) => entry.key).sort());
  });

  it("leaves the promoter reading structures, disco categories and the global wheel, without a write", () => {
    const promoter: Viewer = { role: "user", venueRoles: ["admin_promoter"] };
    for (const key of ["structures", "discoCategories", "globalSpinGifts"] as const) {
      expect(canAccess(key, promoter), key).toBe(true);
      const resource = resources.find((candidate) => candidate.key === key)!;
      expect(writableActions(resource, writers.promoter), key).toEqual({ create: false, edit: false, delete: false });
    }
  });

  it("leaves the structure account reading the global wheel, without a write", () => {
    expect(canAccess("globalSpinGifts", writers.structure.viewer)).toBe(true);
    const resource = resources.find((candidate) => candidate.key === "globalSpinGifts")!;
    expect(writableActions(resource, writers.structure)).toEqual({ create: false, edit: false, delete: false });
  });

  describe.each(Object.entries(writers))("as %s", (who, writer) => {
    it.each(resources.map((resource) => [resource.key, resource] as [string, ResourceDefinition]))(
      "%s: platform-wide records are written by an admin only, a venue's within the reach",
      (key, resource) => {
        // An admin reaches every venue: what it writes is beyond a venue, in the sections an admin opens.
        const granted =
          (who === "admin" ? !writtenBeyondByNobody.includes(resource.section) : !platformWide.includes(key)) &&
          (eventRecordWriters[key]?.includes(who) ?? true);
        for (const action of ["create", "edit", "delete"] as const) {
          const expected = allows(resource, action) && granted;
          expect(mayWrite(resource, writer, action), `${key} ${action}`).toBe(expected);
        }
      },
    );
  });
});

describe("who grants which collaborator role", () => {
  const everyRole: CollaboratorRole[] = [
    "ticket_inspector",
    "cashier",
    "cashier_bar",
    "pr",
    "bartender",
    "galley_attendant",
    "cloakroom_attendant",
    "backoffice_event",
    "backoffice_collaborator",
    "admin_promoter",
  ];
  const withoutKeys = everyRole.filter((role) => role !== "backoffice_collaborator" && role !== "admin_promoter");

  it("is an admin or the venue's own account for the collaborator back-office and the promoter", () => {
    expect(grantableRoles("admin")).toEqual(everyRole);
    expect(grantableRoles("disco")).toEqual(everyRole);
    expect(grantableRoles("format")).toEqual(everyRole);
    expect(grantableRoles("structure")).toEqual(everyRole);
    expect(grantableRoles("user")).toEqual(withoutKeys);
  });

  it("refuses a grant to oneself, whoever grants and whatever the role", () => {
    for (const role of ["admin", "disco", "user"] as const)
      for (const granted of ["bartender", "admin_promoter"])
        expect(grantRefusal({ userId: "me", role }, { userId: "me", role: granted })).toEqual({
          field: "userId",
          reason: "ownRoles",
        });
  });

  it("refuses a collaborator granting the key roles, and anything that is not a role", () => {
    const office = { userId: "office", role: "user" as const };
    for (const role of ["admin_promoter", "backoffice_collaborator", "owner", undefined])
      expect(grantRefusal(office, { userId: "other", role })).toEqual({ field: "role", reason: "notGrantable" });
    expect(grantRefusal(office, { userId: "other", role: "pr" })).toBeNull();
  });

  it("lets the venue's account grant the key roles to someone else", () => {
    for (const role of ["admin_promoter", "backoffice_collaborator"])
      expect(grantRefusal({ userId: "club", role: "disco" }, { userId: "other", role })).toBeNull();
  });
});
