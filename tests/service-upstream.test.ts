// Spec section 7's second upstream client: registration goes out with the fixed service credential from the
// environment, which is required at start in production against a real upstream, as SESSION_SECRET is.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const received: { method?: string; path?: string; authorization?: string; body: string }[] = [];
const upstream = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    received.push({ method: req.method, path: req.url, authorization: req.headers.authorization, body });
    res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ _id: "u1" }));
  });
});
let upstreamUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The environment of a server start: every variable named, the rest as a production server without them. */
function startWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const name of ["UPSTREAM_SERVICE_TOKEN", "SESSION_SECRET", "EMBEDDED_MOCK", "COOKIE_SECURE"])
    vi.stubEnv(name, undefined);
  vi.stubEnv("UPSTREAM_URL", upstreamUrl);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

describe("the service client", () => {
  it("sends registration with the service credential as its bearer, and nothing of a user's", async () => {
    const token = "service-credential-0123456789abcdef";
    startWith({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), UPSTREAM_SERVICE_TOKEN: token });
    const { serviceUpstream } = await import("~/core/upstream/service-upstream.server");
    const request = new Request("http://app.test/register", { method: "POST", headers: { cookie: "__session=x" } });
    const answer = await serviceUpstream(request).post("/auth/register", { email: "a@b.test" });
    expect(answer).toEqual({ _id: "u1" });
    expect(received.at(-1)).toEqual({
      method: "POST",
      path: "/auth/register",
      authorization: `Bearer ${token}`,
      body: JSON.stringify({ email: "a@b.test" }),
    });
  });
});

describe("the service credential at start", () => {
  it("is required in production against a real upstream", async () => {
    startWith({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) });
    await expect(import("~/core/config/env.server")).rejects.toThrow(/UPSTREAM_SERVICE_TOKEN: required in production/);
  });

  it("is refused when shorter than 16 characters", async () => {
    startWith({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), UPSTREAM_SERVICE_TOKEN: "short" });
    await expect(import("~/core/config/env.server")).rejects.toThrow(/UPSTREAM_SERVICE_TOKEN must be at least 16/);
  });

  it("may be left out with the embedded mock and in development", async () => {
    startWith({ NODE_ENV: "production", EMBEDDED_MOCK: "1" });
    await expect(import("~/core/config/env.server")).resolves.toBeTruthy();
    startWith({ NODE_ENV: "development" });
    await expect(import("~/core/config/env.server")).resolves.toBeTruthy();
  });
});
