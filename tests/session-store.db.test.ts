// Sessions that end (decision 046) on both databases the back-office runs on: a session is created,
// read while live, refused past its absolute lifetime or after idling, ended one by one or all of a user's at once,
// never revived by a stale write, and pruned once long over. Times are passed in, so nothing waits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "./setup/databases";
import { openDatabase, type BackOfficeDb } from "~/core/db/database.server";
import {
  createSessionRow,
  endSessionRow,
  endSessionsOfUser,
  isSessionLive,
  liveSessionsOf,
  pruneSessions,
  readSessionRow,
  touchIntervalMs,
  updateSessionRow,
} from "~/core/db/session-store.server";

const hour = 3_600_000;
const limits = { maxAgeMs: 14 * hour, idleMs: 2 * hour };
const t0 = Date.parse("2026-11-27T18:00:00.000Z");
let counter = 0;
const row = (userId: string, overrides: Partial<Parameters<typeof createSessionRow>[1]> = {}) => ({
  key: `key-${++counter}-${userId}`,
  userId,
  venueId: "club-1",
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1",
  ip: "203.0.113.0",
  data: "sealed-data",
  ...overrides,
});

describe.each(databases)("sessions on %s", (_name, targetOf) => {
  let db: BackOfficeDb;

  beforeAll(async () => {
    db = await openDatabase(await targetOf());
  });

  afterAll(async () => {
    await db.destroy();
  });

  it("reads a live session back with its data and times, and keeps the absolute end fixed", async () => {
    const created = row("u-live");
    const times = await createSessionRow(db, created, limits, t0);
    expect(times.expiresAt).toBe("2026-11-28T08:00:00.000Z");
    const read = await readSessionRow(db, created.key, limits, t0 + 30 * 60_000);
    expect(read).toMatchObject({ data: "sealed-data", userId: "u-live" });
    expect(read?.times.expiresAt).toBe(times.expiresAt);
    expect(await updateSessionRow(db, created.key, { data: "sealed-2", venueId: "club-2" })).toBe(true);
    expect((await readSessionRow(db, created.key, limits, t0 + 31 * 60_000))?.data).toBe("sealed-2");
    expect(await readSessionRow(db, "no-such-key", limits, t0)).toBeNull();
  });

  it("ends a session at its absolute lifetime however busy it was", async () => {
    const created = row("u-busy");
    await createSessionRow(db, created, limits, t0);
    // Used every hour through the night: never idle.
    for (let at = t0 + hour; at < t0 + 14 * hour; at += hour) {
      expect(await readSessionRow(db, created.key, limits, at), `at +${(at - t0) / hour} h`).not.toBeNull();
    }
    expect(await readSessionRow(db, created.key, limits, t0 + 14 * hour)).toBeNull();
    // Ended on the row, with the reason, and it stays ended.
    const stored = await db.selectFrom("sessions").selectAll().where("id", "=", created.key).executeTakeFirstOrThrow();
    expect(stored.ended_reason).toBe("expired");
    expect(await readSessionRow(db, created.key, limits, t0 + hour)).toBeNull();
  });

  it("ends a session left unused for longer than the idle timeout, and keeps one used within it", async () => {
    const idle = row("u-idle");
    const used = row("u-idle");
    await createSessionRow(db, idle, limits, t0);
    await createSessionRow(db, used, limits, t0);
    expect(await readSessionRow(db, used.key, limits, t0 + 90 * 60_000)).not.toBeNull();
    // 2 h 1 s after sign-in: the unused one is over, the one used at +1:30 is not.
    expect(await readSessionRow(db, idle.key, limits, t0 + 2 * hour + 1000)).toBeNull();
    expect(await readSessionRow(db, used.key, limits, t0 + 2 * hour + 1000)).not.toBeNull();
    const stored = await db.selectFrom("sessions").select("ended_reason").where("id", "=", idle.key).executeTakeFirst();
    expect(stored?.ended_reason).toBe("idle");
  });

  it("writes last_seen at most once a touch interval", async () => {
    expect(touchIntervalMs(limits)).toBe(60_000);
    expect(touchIntervalMs({ maxAgeMs: 60_000, idleMs: 4_000 })).toBe(1_000);
    const created = row("u-touch");
    await createSessionRow(db, created, limits, t0);
    const seen = async () =>
      (await db.selectFrom("sessions").select("last_seen_at").where("id", "=", created.key).executeTakeFirst())
        ?.last_seen_at;
    await readSessionRow(db, created.key, limits, t0 + 30_000);
    expect(await seen()).toBe(new Date(t0).toISOString());
    const read = await readSessionRow(db, created.key, limits, t0 + 61_000);
    expect(await seen()).toBe(new Date(t0 + 61_000).toISOString());
    expect(read?.times.lastSeenAt).toBe(new Date(t0 + 61_000).toISOString());
  });

  it("ends one session, or all of a user's but one, and a stale write never revives an ended one", async () => {
    const [a, b, c] = [row("u-end"), row("u-end"), row("u-end")];
    const other = row("u-other");
    for (const created of [a, b, c, other]) await createSessionRow(db, created, limits, t0);
    expect(await endSessionRow(db, a.key, "logout", t0 + 1000)).toBe(true);
    expect(await endSessionRow(db, a.key, "logout", t0 + 2000)).toBe(false);
    expect(await readSessionRow(db, a.key, limits, t0 + 3000)).toBeNull();
    expect(await updateSessionRow(db, a.key, { data: "revived", venueId: null })).toBe(false);
    expect(await readSessionRow(db, a.key, limits, t0 + 4000)).toBeNull();

    expect(await endSessionsOfUser(db, "u-end", "password-changed", { exceptKey: c.key, now: t0 + 5000 })).toBe(1);
    expect(await isSessionLive(db, b.key, limits, t0 + 6000)).toBe(false);
    expect(await isSessionLive(db, c.key, limits, t0 + 6000)).toBe(true);
    expect(await isSessionLive(db, other.key, limits, t0 + 6000)).toBe(true);
    expect((await liveSessionsOf(db, ["u-end", "u-other"], limits, t0 + 6000)).map((s) => s.key).sort()).toEqual(
      [c.key, other.key].sort(),
    );
    expect(await endSessionsOfUser(db, "u-end", "rights-revoked", { now: t0 + 7000 })).toBe(1);
    expect(await liveSessionsOf(db, ["u-end"], limits, t0 + 8000)).toEqual([]);
  });

  it("lists a user's live sessions, the last used first, without the idle ones", async () => {
    const [first, second, idle] = [row("u-list"), row("u-list"), row("u-list")];
    await createSessionRow(db, first, limits, t0);
    await createSessionRow(db, second, limits, t0 + 1000);
    await createSessionRow(db, idle, limits, t0 - hour);
    await readSessionRow(db, first.key, limits, t0 + 70 * 60_000);
    const listed = await liveSessionsOf(db, ["u-list"], limits, t0 + 70 * 60_000);
    expect(listed.map((s) => s.key)).toEqual([first.key, second.key]);
    expect(listed[0]).toMatchObject({ userId: "u-list", venueId: "club-1", ip: "203.0.113.0" });
  });

  it("prunes sessions over for longer than the keep time, and only those", async () => {
    const [old, ended, live] = [row("u-prune"), row("u-prune"), row("u-prune")];
    await createSessionRow(db, old, limits, t0 - 40 * hour);
    await createSessionRow(db, ended, limits, t0 - 2 * hour);
    await endSessionRow(db, ended.key, "logout", t0 - 2 * hour);
    await createSessionRow(db, live, limits, t0);
    await pruneSessions(db, hour, t0);
    const left = await db.selectFrom("sessions").select("id").where("user_id", "=", "u-prune").execute();
    expect(left.map((r) => r.id)).toEqual([live.key]);
  });
});
