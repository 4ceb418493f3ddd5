// The session cookie's Secure flag under each setting of README's configuration table ("COOKIE_SECURE: 1; cookies
// are Secure in production; 0 serves the production build over plain http"), and a tampered cookie read as no session.
// The storage is created afresh under each environment, as a server start would.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const databaseFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "session-cookie-")), "backoffice.sqlite");

async function storageUnder(env: Record<string, string | undefined>) {
  vi.resetModules();
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  vi.stubEnv("SESSION_SECRET", "session-cookie-test-secret-0123456789");
  vi.stubEnv("EMBEDDED_MOCK", "1");
  vi.stubEnv("COOKIE_SECURE", undefined);
  // Sessions live in the database (decision 046): a SQLite file of this test's own.
  vi.stubEnv("DATABASE_URL", undefined);
  vi.stubEnv("DATABASE_FILE", databaseFile);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("~/core/auth/session.server");
}

async function setCookieUnder(env: Record<string, string | undefined>) {
  const { sessionStorage } = await storageUnder(env);
  const session = await sessionStorage.getSession();
  session.set("venueId", "venue-1");
  return sessionStorage.commitSession(session);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the session cookie's Secure flag", () => {
  it("is set by the production build by default", async () => {
    const cookie = await setCookieUnder({ NODE_ENV: "production" });
    expect(cookie).toMatch(/^__session=[^;]+; /);
    expect(cookie).toContain("; Secure");
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; SameSite=Lax");
  });

  it("is set by the production build when COOKIE_SECURE is anything but 0", async () => {
    expect(await setCookieUnder({ NODE_ENV: "production", COOKIE_SECURE: "1" })).toContain("; Secure");
  });

  it("is left off by the production build with COOKIE_SECURE=0 (plain http off localhost)", async () => {
    const cookie = await setCookieUnder({ NODE_ENV: "production", COOKIE_SECURE: "0" });
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("is left off in development", async () => {
    expect(await setCookieUnder({ NODE_ENV: "development" })).not.toMatch(/;\s*Secure/i);
  });
});

describe("a tampered session cookie", () => {
  it("reads as no session, never as an error, whichever byte changed", async () => {
    const { sessionStorage } = await storageUnder({ NODE_ENV: "production" });
    const session = await sessionStorage.getSession();
    session.set("venueId", "venue-1");
    const header = (await sessionStorage.commitSession(session)).split(";")[0];
    const value = header.slice("__session=".length);
    expect((await sessionStorage.getSession(header)).get("venueId")).toBe("venue-1");

    const flip = (text: string, index: number) =>
      `${text.slice(0, index)}${text[index] === "A" ? "B" : "A"}${text.slice(index + 1)}`;
    for (const index of [0, 5, Math.floor(value.length / 2), value.length - 2, value.length - 1]) {
      const tampered = await sessionStorage.getSession(`__session=${flip(value, index)}`);
      expect(tampered.get("venueId"), `byte ${index}`).toBeUndefined();
    }
    for (const garbage of ["", "x", "%E0%A4%A", "not-a-session", "a".repeat(4000)]) {
      expect((await sessionStorage.getSession(`__session=${garbage}`)).get("venueId"), garbage).toBeUndefined();
    }
  });
});
