// Saved views (decision 024) on both databases the back-office runs on, each suite in a database of its own: who reads
// which view, and that only the owner renames or deletes one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "./setup/databases";
import { openDatabase, type BackOfficeDb } from "~/core/db/database.server";
import { createView, deleteView, nameTaken, ownView, updateView, viewsFor } from "~/core/db/views-store.server";
import type { SavedView } from "~/core/lists/views";

type NewView = Parameters<typeof createView>[1];
const view = (overrides: Partial<NewView>): NewView => ({
  list: "/events",
  name: "Tonight",
  query: "q=party",
  ownerId: "disco-1",
  ownerName: "Demo Club",
  venueId: "club-1",
  visibility: "personal",
  ...overrides,
});
const names = (views: SavedView[]) => views.map((item) => item.name);

describe.each(databases)("saved views on %s", (_name, targetOf) => {
  let db: BackOfficeDb;

  beforeAll(async () => {
    db = await openDatabase(await targetOf());
    await createView(db, view({ name: "Mine" }));
    await createView(db, view({ name: "Club shared", visibility: "shared" }));
    await createView(db, view({ name: "Colleague's own", ownerId: "staff-1", ownerName: "Matteo Gallo" }));
    await createView(db, view({ name: "Colleague shared", ownerId: "staff-1", visibility: "shared" }));
    await createView(
      db,
      view({ name: "Other club shared", ownerId: "disco-2", venueId: "club-2", visibility: "shared" }),
    );
    await createView(db, view({ name: "Admins shared", ownerId: "admin-1", venueId: null, visibility: "shared" }));
    await createView(db, view({ name: "Orders of mine", list: "/orders" }));
  });

  afterAll(async () => {
    await db.destroy();
  });

  it("gives a user their own views and those shared at their venue, by name", async () => {
    expect(names(await viewsFor(db, { userId: "disco-1", venueId: "club-1" }, "/events"))).toEqual([
      "Club shared",
      "Colleague shared",
      "Mine",
    ]);
    expect(names(await viewsFor(db, { userId: "staff-1", venueId: "club-1" }, "/events"))).toEqual([
      "Club shared",
      "Colleague shared",
      "Colleague's own",
    ]);
  });

  it("shares an admin's views among admins only, and another venue's with nobody here", async () => {
    expect(names(await viewsFor(db, { userId: "admin-2", venueId: null }, "/events"))).toEqual(["Admins shared"]);
    expect(names(await viewsFor(db, { userId: "disco-2", venueId: "club-2" }, "/events"))).toEqual([
      "Other club shared",
    ]);
    expect(names(await viewsFor(db, { userId: "nobody", venueId: "" }, "/events"))).toEqual([]);
  });

  it("gives every list's views when no list is named", async () => {
    expect(names(await viewsFor(db, { userId: "disco-1", venueId: "club-1" }))).toEqual([
      "Club shared",
      "Colleague shared",
      "Mine",
      "Orders of mine",
    ]);
  });

  it("lets only the owner find, rename and delete a view", async () => {
    const id = await createView(db, view({ name: "To rename", ownerId: "owner-9" }));
    expect(await ownView(db, { userId: "someone-else", venueId: "club-1" }, id)).toBeNull();
    expect(await updateView(db, "someone-else", id, { name: "Stolen", visibility: "shared" })).toBe(false);
    expect(await deleteView(db, "someone-else", id)).toBe(false);
    expect(await updateView(db, "owner-9", id, { name: "Renamed", visibility: "shared" })).toBe(true);
    const renamed = await ownView(db, { userId: "owner-9", venueId: "club-1" }, id);
    expect(renamed).toMatchObject({ name: "Renamed", visibility: "shared", query: "q=party" });
    expect(await deleteView(db, "owner-9", id)).toBe(true);
    expect(await ownView(db, { userId: "owner-9", venueId: "club-1" }, id)).toBeNull();
  });

  it("knows a name the owner already uses on a list, but not on another list or another owner's", async () => {
    const id = (await viewsFor(db, { userId: "disco-1", venueId: "club-1" }, "/events")).find(
      (item) => item.name === "Mine",
    )!.id;
    expect(await nameTaken(db, { ownerId: "disco-1", list: "/events", name: "Mine" })).toBe(true);
    expect(await nameTaken(db, { ownerId: "disco-1", list: "/events", name: "Mine" }, id)).toBe(false);
    expect(await nameTaken(db, { ownerId: "disco-1", list: "/orders", name: "Mine" })).toBe(false);
    expect(await nameTaken(db, { ownerId: "staff-1", list: "/events", name: "Mine" })).toBe(false);
  });
});
