// The lifetimes a session is held to (decision 046): one working night (14 h) and two hours idle by default, set in
// seconds by SESSION_MAX_AGE_S and SESSION_IDLE_S (the browser tests use seconds), refused at start when they make no
// sense; and the deadline and key the door's offline copy reads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionIdleSeconds, sessionMaxAgeSeconds } from "~/core/auth/session-freshness";

async function envWith(values: Record<string, string | undefined>) {
  vi.resetModules();
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import("~/core/config/env.server")).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("a session's lifetimes", () => {
  it("are 14 hours and 2 hours idle by default", async () => {
    expect(sessionMaxAgeSeconds).toBe(14 * 3600);
    expect(sessionIdleSeconds).toBe(2 * 3600);
    const env = await envWith({ SESSION_MAX_AGE_S: undefined, SESSION_IDLE_S: undefined });
    expect([env.SESSION_MAX_AGE_S, env.SESSION_IDLE_S]).toEqual([50_400, 7_200]);
  });

  it("are set in seconds, and refused when not whole seconds, past a day, or idle longer than the lifetime", async () => {
    expect(await envWith({ SESSION_MAX_AGE_S: "6", SESSION_IDLE_S: "3" })).toMatchObject({
      SESSION_MAX_AGE_S: 6,
      SESSION_IDLE_S: 3,
    });
    await expect(envWith({ SESSION_MAX_AGE_S: "0" })).rejects.toThrow(/SESSION_MAX_AGE_S/);
    await expect(envWith({ SESSION_MAX_AGE_S: "86401" })).rejects.toThrow(/SESSION_MAX_AGE_S/);
    await expect(envWith({ SESSION_IDLE_S: "1.5" })).rejects.toThrow(/SESSION_IDLE_S/);
    await expect(envWith({ SESSION_MAX_AGE_S: "60", SESSION_IDLE_S: "61" })).rejects.toThrow(/SESSION_IDLE_S/);
  });
});

describe("the deadline and key of a session, for the door's offline copy", () => {
  it("give the absolute and idle ends the server enforces, and a key that is not the id", async () => {
    vi.resetModules();
    vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
    vi.stubEnv("SESSION_SECRET", "session-limits-test-secret-0123456789");
    vi.stubEnv("SESSION_MAX_AGE_S", "3600");
    vi.stubEnv("SESSION_IDLE_S", "600");
    vi.stubEnv("DATABASE_URL", undefined);
    vi.stubEnv("DATABASE_FILE", path.join(fs.mkdtempSync(path.join(os.tmpdir(), "limits-")), "backoffice.sqlite"));
    const { sessionStorage, sessionDeadline, sessionKey, keyOfId } = await import("~/core/auth/session.server");
    const before = Date.now();
    const session = await sessionStorage.getSession();
    expect(sessionKey(session)).toBeUndefined();
    session.set("venueId", "club-1");
    const cookie = (await sessionStorage.commitSession(session)).split(";")[0]!;
    const read = await sessionStorage.getSession(cookie);
    const key = sessionKey(read)!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toBe(keyOfId(read.id));
    expect(cookie).not.toContain(key);
    expect(read.id).not.toContain(key);
    expect(sessionKey(await sessionStorage.getSession(cookie))).toBe(key);

    const { absoluteEnd, idleEnd } = sessionDeadline(read);
    const absolute = Date.parse(absoluteEnd);
    expect(absolute).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(absolute).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(Date.parse(idleEnd) - (absolute - 3_600_000)).toBe(600_000);
  });
});
