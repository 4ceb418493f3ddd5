// Every setting is read and checked in env.server.ts when the server starts: a bad value stops it with the variable's
// name, rather than turning into a default in the middle of a night.
import { afterEach, describe, expect, it, vi } from "vitest";

async function loadWith(values: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return import("~/core/config/env.server");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("settings read outside the request path", () => {
  it.each([
    ["DATABASE_URL", "mysql://db.example.test/backoffice"],
    ["AUDIT_RETENTION_DAYS", "0"],
    ["AUDIT_RETENTION_DAYS", "a year"],
    ["COOKIE_SECURE", "yes"],
  ])("refuses %s=%s at start, naming it", async (name, value) => {
    await expect(loadWith({ [name]: value })).rejects.toThrow(new RegExp(`${name}: `));
  });

  it("takes good values as given, and the defaults when unset", async () => {
    const { env } = await loadWith({
      DATABASE_URL: "postgres://user:secret@db.example.test:5432/backoffice",
      AUDIT_RETENTION_DAYS: "90",
      COOKIE_SECURE: "0",
    });
    expect(env).toMatchObject({
      DATABASE_URL: "postgres://user:secret@db.example.test:5432/backoffice",
      AUDIT_RETENTION_DAYS: 90,
      COOKIE_SECURE: "0",
    });
    const defaults = (await loadWith({ DATABASE_URL: "", COOKIE_SECURE: "", AUDIT_RETENTION_DAYS: " " })).env;
    expect(defaults).toMatchObject({
      DATABASE_FILE: ".data/backoffice.sqlite",
      AUDIT_RETENTION_DAYS: 365,
      COOKIE_SECURE: "1",
    });
    expect(defaults.DATABASE_URL).toBeUndefined();
  });
});
