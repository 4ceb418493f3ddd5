// Walks spec section 6 route by route and role by role, and the sidebar and landings of section 2, against the one
// permissions table. The expectations here are written from the spec's text, not read from the module.
import { describe, expect, it } from "vitest";
import { canAccess, section, sections, viewerOf, type SectionKey, type Viewer } from "~/core/access/permissions";
import { landingFor, relatedFamilies, relatedSections, sectionForPath, sidebarFor } from "~/core/access/navigation";
import type { CollaboratorRole, Role } from "~/core/access/roles";
import { sectionKeyForPath, sectionPath, sectionPaths } from "~/core/access/section-paths";

const venueRoles: Role[] = ["admin", "disco", "format", "structure"];
const collaborator = (role: CollaboratorRole): Viewer => ({ role: "user", venueRoles: [role] });
const plain = (role: Role): Viewer => ({ role, venueRoles: [] });

// [section, roles allowed, collaborator roles allowed (undefined: none; [] : promoter only)]
const routeRoles: [SectionKey, Role[], CollaboratorRole[] | undefined][] = [
  ["users", ["admin"], undefined],
  ["musicalGenres", ["admin"], undefined],
  ["discos", ["admin"], undefined],
  ["formats", ["admin"], undefined],
  ["reportings", ["admin"], undefined],
  ["userValidations", ["admin"], undefined],
  ["images", ["admin"], undefined],
  ["productTemplates", ["admin"], undefined],
  ["feedbacks", ["admin"], undefined],
  ["instagramShares", ["admin"], undefined],
  ["sendNotifications", ["admin"], undefined],
  ["events", ["admin", "disco", "format"], ["galley_attendant", "cloakroom_attendant", "backoffice_event"]],
  ["statistics", ["admin", "disco"], undefined],
  ["lists", ["admin", "disco", "format"], ["backoffice_collaborator"]],
  ["collaborators", ["admin", "disco", "format", "structure"], ["backoffice_collaborator"]],
  ["vips", ["disco"], undefined],
  ["products", ["disco"], undefined],
  ["dataCash", ["disco"], undefined],
  ["discoProfile", ["disco", "structure", "format"], undefined],
  ["followers", ["disco", "structure", "format"], undefined],
  ["reservations", ["admin", "disco", "format"], ["backoffice_event"]],
  ["festivalReservations", ["admin", "disco", "format"], ["backoffice_event"]],
  ["assignProducts", ["admin", "disco", "format"], ["backoffice_event"]],
  ["userRatings", ["admin", "disco", "format"], ["backoffice_event"]],
  ["orders", ["admin", "disco", "format"], undefined],
  ["tables", ["admin", "disco", "format"], undefined],
  ["spinGifts", ["admin", "disco"], undefined],
  ["ordersTables", ["admin", "disco"], undefined],
  ["promos", ["structure", "format", "disco", "admin"], []],
  ["promoScan", ["disco", "structure", "format"], undefined],
  ["structures", ["admin"], []],
  ["discoCategories", ["admin"], []],
  ["banners", ["admin", "disco", "structure", "format"], []],
  ["map", ["admin"], []],
  ["globalSpinGifts", ["admin", "structure"], []],
  ["charts", ["admin", "disco", "structure", "format"], undefined],
  ["galleries", ["admin", "disco", "format", "structure"], []],
  // Not named by section 6: the bar board (decision 007) is for the venue roles of orders and the staff who serve.
  ["bar", ["admin", "disco", "format"], ["bartender", "cashier_bar", "galley_attendant"]],
  // Not named by section 6 either (sections 3, 4 and 7 name the chat calls; decision 018): the support inbox is the
  // admins' and the venues' (all three venue roles), and their back-office staff's; not the night's galley and cloakroom.
  ["chats", ["admin", "disco", "format", "structure"], ["backoffice_event", "backoffice_collaborator"]],
  // The promoter ledger: admins, the club and the format (their venue's promoters), and the promoter (their row).
  ["promoters", ["admin", "disco", "format"], []],
  // The audit trail (decision 022): the admins, and each venue account for its own venue.
  ["audit", ["admin", "disco", "format", "structure"], undefined],
  // The global search (decision 033): the desk's (the venue managers, the collaborators' back-office and the
  // promoter), not the night staff's, who work their tab; structures open none of the kinds it finds.
  ["search", ["admin", "disco", "format"], ["backoffice_collaborator"]],
];

const everyCollaboratorRole: CollaboratorRole[] = [
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

describe("route roles of spec section 6", () => {
  for (const [key, roles, collaboratorRoles] of routeRoles) {
    describe(key, () => {
      for (const role of venueRoles) {
        const allowed = roles.includes(role);
        it(`${allowed ? "lets" : "refuses"} ${role}`, () => {
          expect(canAccess(key, plain(role))).toBe(allowed);
        });
      }
      for (const role of everyCollaboratorRole) {
        const allowed =
          collaboratorRoles !== undefined && (role === "admin_promoter" || collaboratorRoles.includes(role));
        it(`${allowed ? "lets" : "refuses"} a plain user who is ${role} at the selected venue`, () => {
          expect(canAccess(key, collaborator(role))).toBe(allowed);
        });
      }
      it("refuses a plain user with no role at the selected venue", () => {
        expect(canAccess(key, plain("user"))).toBe(false);
      });
    });
  }

  it("covers every section of the table but those section 6 leaves to the sidebar or does not name", () => {
    const walked = new Set(routeRoles.map(([key]) => key));
    const rest = sections.filter((entry) => !walked.has(entry.key)).map((entry) => entry.key);
    expect(rest.sort()).toEqual(
      ["changePassword", "formatRequests", "imagesSelect", "productCategories", "profile", "tutorial"].sort(),
    );
  });

  it("opens the sections section 6 does not name to the roles whose sidebar shows them (our reading)", () => {
    expect(venueRoles.filter((role) => canAccess("formatRequests", plain(role)))).toEqual(["admin", "disco", "format"]);
    expect(venueRoles.filter((role) => canAccess("imagesSelect", plain(role)))).toEqual(["admin"]);
    expect(venueRoles.filter((role) => canAccess("productCategories", plain(role)))).toEqual(["admin", "disco"]);
  });

  it("lets every signed-in role open its own profile and change its password", () => {
    for (const role of [...venueRoles, "user"] as Role[]) {
      expect(canAccess("profile", plain(role))).toBe(true);
      expect(canAccess("changePassword", plain(role))).toBe(true);
    }
  });

  it("opens the tutorial to plain users and the promoter only", () => {
    expect(canAccess("tutorial", collaborator("admin_promoter"))).toBe(true);
    expect(canAccess("tutorial", collaborator("galley_attendant"))).toBe(true);
    for (const role of venueRoles) expect(canAccess("tutorial", plain(role))).toBe(false);
  });

  it("follows the role held at the selected venue, not at another one", () => {
    const user = {
      role: "user" as const,
      collaboratingDiscos: [
        { discoId: "a", role: "galley_attendant" as const, discoName: "A" },
        { discoId: "b", role: "backoffice_collaborator" as const, discoName: "B" },
      ],
    };
    expect(canAccess("events", viewerOf(user, "a"))).toBe(true);
    expect(canAccess("collaborators", viewerOf(user, "a"))).toBe(false);
    expect(canAccess("events", viewerOf(user, "b"))).toBe(false);
    expect(canAccess("collaborators", viewerOf(user, "b"))).toBe(true);
  });
});

describe("sidebar of spec section 2", () => {
  const menu = (viewer: Viewer, devMenu = false) => sidebarFor(viewer, { devMenu }).map((entry) => entry.key);

  it("shows the admin its items in the spec's order", () => {
    expect(menu(plain("admin"))).toEqual([
      "discos",
      "formats",
      "structures",
      "galleries",
      "discoCategories",
      "formatRequests",
      "events",
      "productTemplates",
      "promos",
      "orders",
      "lists",
      "promoters",
      "collaborators",
      "reportings",
      "musicalGenres",
      "users",
      "charts",
      "userValidations",
      "feedbacks",
      "images",
      "banners",
      "sendNotifications",
      "chats",
      "audit",
      "map",
    ]);
  });

  it("shows a disco its items, and the dev-only ones only on a development build", () => {
    const base = [
      "discoProfile",
      "galleries",
      "formatRequests",
      "events",
      "products",
      "promos",
      "promoScan",
      "vips",
      "orders",
      "lists",
      "promoters",
      "collaborators",
      "charts",
      "banners",
      "followers",
      "chats",
      "audit",
    ];
    expect(menu(plain("disco"))).toEqual(base);
    expect(menu(plain("disco"), true)).toEqual([
      "discoProfile",
      "dataCash",
      "galleries",
      "formatRequests",
      "events",
      "products",
      "promos",
      "promoScan",
      "vips",
      "orders",
      "ordersTables",
      "lists",
      "promoters",
      "collaborators",
      "charts",
      "banners",
      "followers",
      "chats",
      "audit",
    ]);
  });

  it("shows a format and a structure their items", () => {
    expect(menu(plain("format"))).toEqual([
      "discoProfile",
      "galleries",
      "formatRequests",
      "events",
      "promos",
      "promoScan",
      "lists",
      "promoters",
      "collaborators",
      "charts",
      "banners",
      "followers",
      "chats",
      "audit",
    ]);
    expect(menu(plain("structure"))).toEqual([
      "discoProfile",
      "galleries",
      "promos",
      "promoScan",
      "collaborators",
      "charts",
      "banners",
      "followers",
      "chats",
      "audit",
    ]);
  });

  it("shows a plain user only the items their role at the selected venue opens", () => {
    expect(menu(collaborator("admin_promoter"))).toEqual([
      "structures",
      "galleries",
      "discoCategories",
      "events",
      "promos",
      "lists",
      "promoters",
      "collaborators",
      "banners",
      "chats",
      "map",
      "tutorial",
    ]);
    expect(menu(collaborator("galley_attendant"))).toEqual(["events", "tutorial"]);
    expect(menu(collaborator("cloakroom_attendant"))).toEqual(["events", "tutorial"]);
    expect(menu(collaborator("backoffice_event"))).toEqual(["events", "chats", "tutorial"]);
    expect(menu(collaborator("backoffice_collaborator"))).toEqual(["lists", "collaborators", "chats", "tutorial"]);
  });
});

describe("landing pages of spec section 2", () => {
  it.each([
    [plain("structure"), "/promos"],
    [plain("disco"), "/events"],
    [plain("format"), "/events"],
    [plain("admin"), "/users"],
    [collaborator("admin_promoter"), "/banners"],
    [collaborator("galley_attendant"), "/events"],
    [collaborator("cloakroom_attendant"), "/events"],
    [collaborator("backoffice_event"), "/events"],
    [collaborator("backoffice_collaborator"), "/collaborators"],
  ])("sends %o to %s", (viewer, path) => {
    expect(landingFor(viewer)).toBe(path);
  });

  it("has no landing for a plain user without an eligible role", () => {
    expect(landingFor(collaborator("cashier"))).toBeNull();
    expect(landingFor(plain("user"))).toBeNull();
  });

  it("puts a promoter holding another role too on the banners", () => {
    expect(landingFor({ role: "user", venueRoles: ["galley_attendant", "admin_promoter"] })).toBe("/banners");
  });
});

describe("sectionForPath", () => {
  it("finds a section by its path and by a record under it", () => {
    expect(sectionForPath("/users")?.key).toBe("users");
    expect(sectionForPath("/users/abc")?.key).toBe("users");
    expect(sectionForPath("/orders/tables")?.key).toBe("ordersTables");
    expect(sectionForPath("/orders/bar")?.key).toBe("bar");
    expect(sectionForPath("/profile/change-password")?.key).toBe("changePassword");
    expect(sectionForPath("/nowhere")).toBeUndefined();
  });

  it("is the browser's sectionKeyForPath, on every section's path and a record under it", () => {
    for (const entry of sections) {
      expect(sectionKeyForPath(entry.path)).toBe(entry.key);
      expect(sectionKeyForPath(`${entry.path}/abc/`)).toBe(sectionForPath(`${entry.path}/abc/`)?.key);
      expect(sectionPath(entry.key)).toBe(entry.path);
    }
    expect(Object.keys(sectionPaths)).toEqual(sections.map((entry) => entry.key));
  });

  it("gives every section a distinct path", () => {
    const paths = sections.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(section("promos").path).toBe("/promos");
  });
});

describe("related pages (no orphan route)", () => {
  const keys = (current: SectionKey, viewer: Viewer) => relatedSections(current, viewer).map((entry) => entry.key);

  it("names only sections of the table as the pages a section is reached from", () => {
    const known = new Set(sections.map((entry) => entry.key as string));
    for (const entry of sections) for (const parent of entry.linkedFrom ?? []) expect(known).toContain(parent);
  });

  it("gives every section without a sidebar entry for its roles a page it is reached from", () => {
    for (const entry of sections) {
      // The profile menu of every page, and the profile page's own link to the password change.
      if (entry.key === "profile" || entry.key === "changePassword") continue;
      // The header's search box of every page (and its icon link on a phone).
      if (entry.key === "search") continue;
      if (!entry.menu || entry.menu.devOnly) expect(entry.linkedFrom?.length ?? 0, entry.key).toBeGreaterThan(0);
    }
  });

  it("shows a venue the reservations, tables and ratings beside its events, and the wheel beside its promos", () => {
    expect(keys("events", plain("disco"))).toEqual([
      "events",
      "reservations",
      "festivalReservations",
      "assignProducts",
      "userRatings",
      "tables",
    ]);
    expect(keys("tables", plain("disco"))).toEqual(keys("events", plain("disco")));
    expect(keys("promos", plain("disco"))).toEqual(["promos", "spinGifts"]);
    expect(keys("promos", plain("structure"))).toEqual(["promos", "globalSpinGifts"]);
    expect(keys("promos", collaborator("admin_promoter"))).toEqual(["promos", "globalSpinGifts"]);
  });

  it("leaves out what the viewer may not open, and shows nothing when nothing else is there", () => {
    expect(keys("events", collaborator("backoffice_event"))).toEqual([
      "events",
      "reservations",
      "festivalReservations",
      "assignProducts",
      "userRatings",
    ]);
    // The galley reaches the bar board from the events, since it may not open the orders.
    expect(keys("events", collaborator("galley_attendant"))).toEqual(["events", "bar"]);
    expect(keys("bar", collaborator("galley_attendant"))).toEqual(["events", "bar"]);
    expect(keys("bar", plain("disco"))).toEqual(["orders", "ordersTables", "bar"]);
    expect(keys("events", collaborator("cloakroom_attendant"))).toEqual([]);
    expect(keys("users", plain("admin"))).toEqual([]);
  });

  it("hands the browser each strip once, as the family holding the page's section (decision 045)", () => {
    const collaboratorRoles: CollaboratorRole[] = [
      "admin_promoter",
      "backoffice_collaborator",
      "backoffice_event",
      "galley_attendant",
      "cloakroom_attendant",
      "bartender",
      "cashier_bar",
    ];
    const viewers = [...venueRoles.map(plain), plain("user"), ...collaboratorRoles.map(collaborator)];
    for (const viewer of viewers) {
      const families = relatedFamilies(viewer);
      const all = families.flat();
      expect(new Set(all).size, JSON.stringify(viewer)).toBe(all.length);
      for (const entry of sections.filter((candidate) => canAccess(candidate, viewer))) {
        const strip = families.find((family) => family.includes(entry.key)) ?? [];
        expect(strip, `${entry.key} for ${JSON.stringify(viewer)}`).toEqual(keys(entry.key, viewer));
      }
    }
    expect(relatedFamilies(plain("disco"))).toContainEqual(["promos", "spinGifts"]);
  });
});
