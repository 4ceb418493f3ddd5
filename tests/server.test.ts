// The server's own pieces (server/): the cross-site marking that lets the app answer its 403 page, the log line and
// Server-Timing header with the upstream's tally, and readiness. The whole server is tested in e2e/server.spec.ts.
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasForeignOrigin } from "../server/cross-site.mjs";
import { healthRoutes, upstreamAnswers } from "../server/health.mjs";
import { requestLog, serverTiming, type LogRecord } from "../server/request-log.mjs";

// Remix's own check, which answers an empty 500 before any app code; the server must mark exactly what it refuses.
const { throwIfPotentialCSRFAttack } = createRequire(import.meta.url)("@remix-run/server-runtime/dist/actions.js") as {
  throwIfPotentialCSRFAttack(headers: Headers): void;
};

function remixRefuses(headers: Record<string, string>): boolean {
  try {
    throwIfPotentialCSRFAttack(new Headers(headers));
    return false;
  } catch {
    return true;
  }
}

describe("cross-site marking", () => {
  const cases: Record<string, string>[] = [
    { host: "localhost:3000", origin: "https://evil.example" },
    { host: "localhost:3000", origin: "http://localhost:3000" },
    { host: "localhost:3000", origin: "http://localhost:3001" },
    { host: "localhost:3000", origin: "null" },
    { host: "localhost:3000", origin: "not a url" },
    { host: "localhost:3000" },
    { host: "backoffice.internal:3000", "x-forwarded-host": "admin.example.com", origin: "https://admin.example.com" },
    {
      host: "admin.example.com",
      "x-forwarded-host": "proxy.example, admin.example.com",
      origin: "https://admin.example.com",
    },
    { origin: "https://evil.example" },
  ];

  it("marks a post exactly when Remix's own check would refuse it", () => {
    for (const headers of cases)
      expect(hasForeignOrigin("POST", headers), JSON.stringify(headers)).toBe(remixRefuses(headers));
    expect(cases.filter((headers) => remixRefuses(headers)).length).toBeGreaterThanOrEqual(4);
  });

  it("never marks a read", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(hasForeignOrigin(method, { host: "localhost:3000", origin: "https://evil.example" })).toBe(false);
  });
});

describe("Server-Timing", () => {
  it("shows the app's own time as the total less the upstream's, and the number of calls", () => {
    expect(serverTiming(120.04, 3, 80)).toBe('app;dur=40, upstream;dur=80;desc="3 calls"');
    expect(serverTiming(12.34, 1, 10)).toBe('app;dur=2.3, upstream;dur=10;desc="1 call"');
    expect(serverTiming(5.55, 0, 0)).toBe("app;dur=5.6");
  });
});

/** A stand-in upstream answering `/slow` after 80 ms, and a server whose requests run through requestLog. */
let upstream: http.Server;
let app: http.Server;
let appUrl = "";
const lines: LogRecord[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url?.startsWith("/slow"))
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("{}"), 80);
    else if (req.url?.startsWith("/users/me"))
      res.writeHead(401, { "content-type": "application/json" }).end('{"message":"Unauthorized"}');
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const tally = await import("~/core/upstream/request-timing.server");
  const { callUpstream } = await import("~/core/upstream/upstream.server");
  const logged = requestLog({ tally, write: (line) => void lines.push(JSON.parse(line)) });
  app = http.createServer((req, res) =>
    logged(req, res, async () => {
      // Two calls in parallel, then one after them: three calls, two waits of 80 ms.
      await Promise.all([callUpstream({ path: "/slow" }), callUpstream({ path: "/slow" })]);
      await callUpstream({ path: "/slow" });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    }),
  );
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const server of [app, upstream]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("the request log and Server-Timing", () => {
  it("write one line per request with its upstream calls, and time parallel calls once", async () => {
    const response = await fetch(`${appUrl}/events/new?token=s3cret&q=x`, {
      headers: { "x-request-id": "bench-42", cookie: "__session=s3cret-cookie" },
    });
    expect(await response.text()).toBe("ok");
    expect(response.headers.get("x-request-id")).toBe("bench-42");
    const timing = response.headers.get("server-timing") ?? "";
    expect(timing).toMatch(/^app;dur=[\d.]+, upstream;dur=[\d.]+;desc="3 calls"$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = lines.find((record) => record.requestId === "bench-42");
    expect(line).toMatchObject({ method: "GET", path: "/events/new", status: 200, upstreamCalls: 3 });
    expect(JSON.stringify(line)).not.toContain("s3cret");
    // Two waits of at least 80 ms each, the parallel pair counted once: at least 160 ms, and within the total.
    expect(line!.upstreamMs).toBeGreaterThanOrEqual(155);
    expect(line!.upstreamMs).toBeLessThanOrEqual(line!.ms);
    const upstreamDur = Number(timing.match(/upstream;dur=([\d.]+)/)![1]);
    expect(upstreamDur).toBeGreaterThanOrEqual(155);
  });

  it("gives a request without a usable id one of its own", async () => {
    const response = await fetch(`${appUrl}/x`, { headers: { "x-request-id": "no spaces allowed" } });
    await response.text();
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("readiness", () => {
  it("counts any answer below 500 as an upstream that answers (a 401 to a call without credentials)", async () => {
    expect(await upstreamAnswers(process.env.UPSTREAM_URL!)).toBe(true);
  });

  it("is not ready when the upstream is a gateway answering 503, refuses connections or is too slow", async () => {
    expect(await upstreamAnswers(`${process.env.UPSTREAM_URL}/gateway`)).toBe(false);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await upstreamAnswers(`http://127.0.0.1:${port}`)).toBe(false);
    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const started = Date.now();
    expect(await upstreamAnswers(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}`, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it("answers only the state, and 503 while the process drains", async () => {
    let draining = false;
    const health = healthRoutes({ upstreamUrl: process.env.UPSTREAM_URL!, isDraining: () => draining });
    const server = http.createServer((req, res) => health(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const read = async (path: string) => {
      const response = await fetch(`${base}${path}`);
      return [response.status, await response.text()];
    };
    expect(await read("/healthz")).toEqual([200, '{"status":"ok"}']);
    expect(await read("/readyz")).toEqual([200, '{"status":"ready"}']);
    draining = true;
    expect(await read("/readyz")).toEqual([503, '{"status":"unavailable"}']);
    expect(await read("/elsewhere")).toEqual([404, ""]);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
