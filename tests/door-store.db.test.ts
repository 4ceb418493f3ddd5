// The door's entries (decision 048) on both databases the back-office runs on: the first tap for a guest wins across
// connections (two processes' pools on one database), a group enters in parts, an undo lets the people out again, and
// an offline tap that finds the guest in is kept as a conflict to resolve.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "./setup/databases";
import { openDatabase, type BackOfficeDb } from "~/core/db/database.server";
import {
  admissionsOf,
  admit,
  conflictsOf,
  doorCapacity,
  resolveConflict,
  setDoorCapacity,
  undoEntry,
  unsentEntries,
  markUpstream,
  type AdmitRequest,
} from "~/core/db/door-store.server";

const phoneA = { userId: "u-a", name: "Matteo Gallo", device: "iPhone · Safari" };
const phoneB = { userId: "u-b", name: "Sara Neri", device: "Android · Chrome" };

function request(reservationId: string, overrides: Partial<AdmitRequest> = {}): AdmitRequest {
  return {
    eventId: "event-1",
    venueId: "club-1",
    reservationId,
    code: `R-${reservationId}`,
    guestName: "Beatrice Rossi",
    persons: 1,
    status: "accepted",
    inUpstream: false,
    wanted: null,
    tappedAt: new Date().toISOString(),
    source: "online",
    actor: phoneA,
    ...overrides,
  };
}

describe.each(databases)("door entries on %s", (_name, targetOf) => {
  let first: BackOfficeDb;
  let second: BackOfficeDb;

  beforeAll(async () => {
    const target = await targetOf();
    first = await openDatabase(target);
    second = await openDatabase(target);
  });
  afterAll(async () => {
    await first.destroy();
    await second.destroy();
  });

  it("lets one guest in once when two connections tap at the same time", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        admit(index % 2 ? second : first, request("same", { actor: index % 2 ? phoneB : phoneA })),
      ),
    );
    const entered = outcomes.filter((outcome) => outcome.kind === "entered");
    expect(entered).toHaveLength(1);
    const winner = entered[0]!.kind === "entered" ? entered[0]!.entry : null;
    for (const outcome of outcomes.filter((item) => item.kind === "already")) {
      // The others hear who let the guest in, when and on which phone.
      expect(outcome.kind === "already" && outcome.last).toMatchObject({
        byName: winner!.byName,
        device: winner!.device,
        tappedAt: winner!.tappedAt,
      });
    }
    expect((await admissionsOf(first, "event-1")).get("same")).toMatchObject({ persons: 1, admitted: 1 });
  });

  it("lets a group in by parts, never more than its people, even when parts race", async () => {
    const three = await admit(first, request("group", { persons: 6, wanted: 3 }));
    expect(three).toMatchObject({ kind: "entered", entry: { persons: 3 }, admission: { admitted: 3, persons: 6 } });
    const racing = await Promise.all([
      admit(first, request("group", { persons: 6, wanted: 1 })),
      admit(second, request("group", { persons: 6, wanted: 1 })),
    ]);
    expect(racing.map((outcome) => outcome.kind).sort()).toEqual(["entered", "entered"]);
    // One person is left: asking for everyone lets that one in, and then nobody is left.
    const rest = await admit(second, request("group", { persons: 6 }));
    expect(rest).toMatchObject({ kind: "entered", entry: { persons: 1 }, admission: { admitted: 6 } });
    expect(await admit(first, request("group", { persons: 6, wanted: 1 }))).toMatchObject({ kind: "already" });
  });

  it("keeps in a guest the upstream already shows as entered", async () => {
    const outcome = await admit(first, request("elsewhere", { inUpstream: true, status: "used", persons: 2 }));
    expect(outcome).toMatchObject({ kind: "already", last: null, admission: { admitted: 2, persons: 2 } });
  });

  it("undoes an entry once; the people may then enter again", async () => {
    const entered = await admit(first, request("undo", { persons: 4, wanted: 3 }));
    if (entered.kind !== "entered") throw new Error("expected an entry");
    const [one, two] = await Promise.all([
      undoEntry(first, "event-1", entered.entry.id, { userId: "u-a", name: "Matteo Gallo", reason: null }),
      undoEntry(second, "event-1", entered.entry.id, { userId: "u-b", name: "Sara Neri", reason: "mistake" }),
    ]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    expect((await admissionsOf(first, "event-1")).get("undo")).toMatchObject({ admitted: 0, priorStatus: "accepted" });
    expect(
      await undoEntry(first, "other-event", entered.entry.id, { userId: "x", name: "x", reason: null }),
    ).toBeNull();
    expect(await admit(second, request("undo", { persons: 4 }))).toMatchObject({
      kind: "entered",
      entry: { persons: 4 },
    });
  });

  it("keeps an offline tap that finds the guest in as a conflict, and resolves it once", async () => {
    await admit(first, request("conflict"));
    const late = await admit(second, request("conflict", { source: "offline", actor: phoneB }));
    expect(late).toMatchObject({ kind: "already", conflict: { kind: "conflict", byName: "Sara Neri" } });
    const conflicts = await conflictsOf(first, "event-1");
    const conflict = conflicts.find((entry) => entry.reservationId === "conflict");
    expect(conflict).toMatchObject({ source: "offline", resolvedAt: null });
    expect(await resolveConflict(first, "event-1", conflict!.id, { name: "Demo Club", resolution: "ok" })).toBe(true);
    expect(await resolveConflict(second, "event-1", conflict!.id, { name: "Demo Club", resolution: "ok" })).toBe(false);
  });

  it("lists entries whose upstream write is still to be made", async () => {
    const outcome = await admit(first, request("unsent", { eventId: "event-2" }));
    if (outcome.kind !== "entered") throw new Error("expected an entry");
    expect((await unsentEntries(first, "event-2", 10)).map((entry) => entry.id)).toEqual([outcome.entry.id]);
    await markUpstream(first, outcome.entry.id, "written");
    expect(await unsentEntries(first, "event-2", 10)).toEqual([]);
  });

  it("keeps a door's capacity per event", async () => {
    expect(await doorCapacity(first, "event-3")).toBeNull();
    await setDoorCapacity(first, "event-3", 300, "Demo Club");
    await setDoorCapacity(second, "event-3", 250, "Demo Club");
    expect(await doorCapacity(first, "event-3")).toBe(250);
  });
});
