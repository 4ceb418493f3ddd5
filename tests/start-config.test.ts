// `npm start` checks its configuration before starting anything, and says which variable is wrong.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(__dirname, "../scripts/start.mjs");

function start(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !["UPSTREAM_URL", "SESSION_SECRET", "UPSTREAM_SERVICE_TOKEN", "PORT"].includes(key),
    ),
  );
  return spawnSync(process.execPath, [script], {
    env: { ...clean, ...env } as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 10_000,
  });
}

describe("start-up configuration", () => {
  it("refuses to run in production against a real upstream without SESSION_SECRET", () => {
    const result = start({ NODE_ENV: "production", UPSTREAM_URL: "https://api.example.test" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SESSION_SECRET is required in production");
  });

  it("refuses to run in production against a real upstream without UPSTREAM_SERVICE_TOKEN", () => {
    const result = start({
      NODE_ENV: "production",
      UPSTREAM_URL: "https://api.example.test",
      SESSION_SECRET: "x".repeat(32),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("UPSTREAM_SERVICE_TOKEN is required in production");
  });

  it("refuses a short UPSTREAM_SERVICE_TOKEN", () => {
    const result = start({ UPSTREAM_SERVICE_TOKEN: "short" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("UPSTREAM_SERVICE_TOKEN must be at least 16 characters");
  });

  it("names a malformed UPSTREAM_URL", () => {
    const result = start({ UPSTREAM_URL: "not a url", SESSION_SECRET: "x".repeat(32) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("UPSTREAM_URL must be an absolute http(s) URL");
  });

  it("names a port that is not a port", () => {
    const result = start({ PORT: "eighty" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a port number (1-65535), got "eighty"');
  });

  it("refuses a short SESSION_SECRET", () => {
    const result = start({ SESSION_SECRET: "short" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SESSION_SECRET must be at least 16 characters");
  });
});
