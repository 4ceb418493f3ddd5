// HSTS (decision 026): with Secure cookies (the production build, COOKIE_SECURE unset or anything but 0) every answer
// carries Strict-Transport-Security, so a browser never again reaches the back-office over plain http; without Secure
// cookies (COOKIE_SECURE=0, development) it is left off, since such a server is reached over http on purpose.
import { afterEach, describe, expect, it, vi } from "vitest";

async function headersUnder(env: Record<string, string | undefined>) {
  vi.resetModules();
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  vi.stubEnv("EMBEDDED_MOCK", "1");
  vi.stubEnv("COOKIE_SECURE", undefined);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { transportSecurityHeaders } = await import("~/core/http/security-headers.server");
  return transportSecurityHeaders();
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("Strict-Transport-Security", () => {
  it("is sent by the production build, for a year and the subdomains", async () => {
    const headers = await headersUnder({ NODE_ENV: "production" });
    const value = headers["Strict-Transport-Security"];
    expect(value).toBeTruthy();
    expect(Number(value.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(value).toContain("includeSubDomains");
  });

  it("is sent whenever the cookies are Secure (COOKIE_SECURE=1)", async () => {
    expect(await headersUnder({ NODE_ENV: "production", COOKIE_SECURE: "1" })).toHaveProperty(
      "Strict-Transport-Security",
    );
  });

  it("is left off with COOKIE_SECURE=0 and in development", async () => {
    expect(await headersUnder({ NODE_ENV: "production", COOKIE_SECURE: "0" })).toEqual({});
    expect(await headersUnder({ NODE_ENV: "development" })).toEqual({});
  });
});
