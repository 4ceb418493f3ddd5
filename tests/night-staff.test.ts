// Night staff see only their job (decision 030). The tables below are written from spec sections 2 and 6
// and the decision, not read from the app: the galley attendant works the galley, the cloakroom attendant the
// cloakroom, the event back-office the door (its reservations and the night's guests); none of them writes an event.
// "Tonight" is the venue's night (Europe/Rome): from noon to 6 am of the next day.
import { describe, expect, it } from "vitest";
import { canOpenEventTab, writesSection, type EventTab, type Viewer } from "~/core/access/permissions";
import { landingFor, nightTabFor, tonightTabFor } from "~/core/access/navigation";
import type { CollaboratorRole, Role } from "~/core/access/roles";
import { isTonight, nightOf } from "~/core/format/venue-time";

const plain = (role: Role): Viewer => ({ role, venueRoles: [] });
const staff = (...venueRoles: CollaboratorRole[]): Viewer => ({ role: "user", venueRoles });

describe("who writes events (decision 030)", () => {
  it.each([
    ["admin", plain("admin"), true],
    ["disco", plain("disco"), true],
    ["format", plain("format"), true],
    ["galley attendant", staff("galley_attendant"), false],
    ["cloakroom attendant", staff("cloakroom_attendant"), false],
    ["event back-office", staff("backoffice_event"), false],
    ["promoter", staff("admin_promoter"), false],
  ])("%s writes events: %s", (_who, viewer, writes) => {
    expect(writesSection("events", viewer)).toBe(writes);
    // The info tab is the event's own record (its form, duplicate and delete): the same writers.
    expect(canOpenEventTab("info", viewer)).toBe(writes);
  });

  it.each([
    ["galley attendant", staff("galley_attendant"), ["galley"]],
    ["cloakroom attendant", staff("cloakroom_attendant"), ["cloakroom"]],
    ["event back-office", staff("backoffice_event"), ["door", "reservations", "web-reservations"]],
  ])("the %s opens only its own tabs of an event", (_who, viewer, tabs) => {
    const every: EventTab[] = [
      "info",
      "door",
      "ticket-releases",
      "lists",
      "reservations",
      "web-reservations",
      "collaborators",
      "tables",
      "products",
      "orders",
      "order-items",
      "galley",
      "cloakroom",
      "spin-gifts",
      "gallery",
      "statistics",
    ];
    expect(every.filter((tab) => canOpenEventTab(tab, viewer))).toEqual(tabs);
  });
});

describe("the night staff's tab and landing", () => {
  it.each([
    ["galley attendant", staff("galley_attendant"), "galley"],
    ["cloakroom attendant", staff("cloakroom_attendant"), "cloakroom"],
    ["event back-office", staff("backoffice_event"), "door"],
    ["event back-office who also works the galley", staff("galley_attendant", "backoffice_event"), "door"],
    ["galley attendant who is the promoter too (a desk role)", staff("galley_attendant", "admin_promoter"), null],
    [
      "galley attendant who is the collaborator back-office too",
      staff("galley_attendant", "backoffice_collaborator"),
      null,
    ],
    ["disco", plain("disco"), null],
    ["admin", plain("admin"), null],
    ["plain user", plain("user"), null],
  ])("%s works %s", (_who, viewer, tab) => {
    expect(nightTabFor(viewer)).toBe(tab);
  });

  it("lands the night staff on tonight's event's own tab, and on the events list without one", () => {
    expect(landingFor(staff("galley_attendant"), "ev1")).toBe("/events/ev1/galley");
    expect(landingFor(staff("cloakroom_attendant"), "ev1")).toBe("/events/ev1/cloakroom");
    expect(landingFor(staff("backoffice_event"), "ev1")).toBe("/events/ev1/door");
    expect(landingFor(staff("galley_attendant"), null)).toBe("/events");
    expect(landingFor(staff("backoffice_event"))).toBe("/events");
  });

  it("keeps the desk roles' landings whatever is on tonight (spec section 2)", () => {
    expect(landingFor(plain("disco"), "ev1")).toBe("/events");
    expect(landingFor(plain("format"), "ev1")).toBe("/events");
    expect(landingFor(plain("admin"), "ev1")).toBe("/users");
    expect(landingFor(plain("structure"), "ev1")).toBe("/promos");
    expect(landingFor(staff("galley_attendant", "admin_promoter"), "ev1")).toBe("/banners");
    expect(landingFor(staff("galley_attendant", "backoffice_collaborator"), "ev1")).toBe("/events");
    expect(landingFor(staff("backoffice_collaborator"), "ev1")).toBe("/collaborators");
  });

  it("gives the events list's tonight button the viewer's tab, the door to the venue managers", () => {
    expect(tonightTabFor(staff("galley_attendant"))).toBe("galley");
    expect(tonightTabFor(staff("cloakroom_attendant"))).toBe("cloakroom");
    expect(tonightTabFor(staff("backoffice_event"))).toBe("door");
    expect(tonightTabFor(plain("disco"))).toBe("door");
    expect(tonightTabFor(plain("admin"))).toBe("door");
    expect(tonightTabFor(plain("structure"))).toBeNull();
  });
});

describe("tonight at the venue (Europe/Rome)", () => {
  it.each([
    // [now, night start, night end], all UTC; Rome is UTC+1 in winter, UTC+2 in summer.
    ["afternoon, winter", "2026-11-26T13:00:00Z", "2026-11-26T11:00:00Z", "2026-11-27T05:00:00Z"],
    ["just after midnight", "2026-11-26T23:30:00Z", "2026-11-26T11:00:00Z", "2026-11-27T05:00:00Z"],
    ["3 am: still last night", "2026-11-27T02:00:00Z", "2026-11-26T11:00:00Z", "2026-11-27T05:00:00Z"],
    ["7 am: the coming night", "2026-11-27T06:00:00Z", "2026-11-27T11:00:00Z", "2026-11-28T05:00:00Z"],
    ["summer night", "2026-07-10T21:00:00Z", "2026-07-10T10:00:00Z", "2026-07-11T04:00:00Z"],
    ["the night the clocks go back", "2026-10-24T22:00:00Z", "2026-10-24T10:00:00Z", "2026-10-25T05:00:00Z"],
    ["new year's eve", "2026-12-31T22:00:00Z", "2026-12-31T11:00:00Z", "2027-01-01T05:00:00Z"],
  ])("%s", (_when, now, start, end) => {
    expect(nightOf(new Date(now))).toEqual({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
  });

  const now = new Date("2026-11-26T13:00:00Z"); // 14:00 in Rome
  it.each([
    ["starting at 23:30 tonight", "2026-11-26T22:30:00Z", "2026-11-27T04:30:00Z", true],
    ["starting at 5:30 am, before the night ends", "2026-11-27T04:30:00Z", "2026-11-27T08:00:00Z", true],
    ["starting at 6:30 am, after the night", "2026-11-27T05:30:00Z", "2026-11-27T09:00:00Z", false],
    ["a festival running since two days", "2026-11-24T18:00:00Z", "2026-11-29T04:00:00Z", true],
    ["over this morning", "2026-11-25T22:30:00Z", "2026-11-26T04:30:00Z", false],
    ["tomorrow night", "2026-11-27T22:30:00Z", "2026-11-28T04:30:00Z", false],
  ])("an event %s is tonight's: %s", (_what, startDate, endDate, tonight) => {
    expect(isTonight({ startDate, endDate }, now)).toBe(tonight);
  });

  it("is not tonight without dates", () => {
    expect(isTonight({}, now)).toBe(false);
    expect(isTonight({ startDate: "soon", endDate: "later" }, now)).toBe(false);
  });
});
