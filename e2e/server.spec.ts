// The operable server (server/index.mjs): health endpoints ahead of every guard, one log line and a
// Server-Timing header per request, and a graceful shutdown on SIGTERM, alone and in the cluster `npm start` runs.
// Each test starts the production build on a mock of this file's own (in this process, on a free port).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";
import { demoPassword } from "./accounts";
import { appPort, appURL } from "./ports";

test.describe.configure({ mode: "serial" });

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
let mock: MockUpstream;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-spec-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
});

test.afterAll(async () => {
  await mock?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Started = { url: string; child: ChildProcess; lines: string[]; exited: Promise<number | null> };

/** Starts `args` and waits for `ready` on its output, keeping every line it prints. */
async function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      UPSTREAM_URL: mock.url,
      SESSION_SECRET: "server-spec-secret-0123456789",
      UPSTREAM_SERVICE_TOKEN: mock.serviceToken,
      // A database of this file's own: the default .data/backoffice.sqlite is shared with whatever else the machine
      // runs, and a write lock held there made a sign-in's throttle answer 503.
      DATABASE_FILE: path.join(dataDir, "backoffice.sqlite"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let buffered = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start within 60 s`)), 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split("\n");
      buffered = complete.pop()!;
      lines.push(...complete);
      const match = lines.join("\n").match(ready);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr!.on("data", () => {});
    void exited.then((code) => reject(new Error(`${args.join(" ")} exited with code ${code}`)));
  });
  return { url, child, lines, exited };
}

const startServer = (env: Record<string, string> = {}) =>
  start(
    [path.join("server", "index.mjs"), path.join("build", "index.js")],
    { PORT: "0", ...env },
    /\[back-office\] listening on (\S+)/,
  );

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: demoPassword, redirectTo: "" }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith("__session="))!
    .split(";")[0];
}

async function setLatency(latencyMs: number) {
  const response = await fetch(`${mock.url}/__control/config`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ latencyMs }),
  });
  expect(response.ok).toBe(true);
}

async function upstreamRequests(): Promise<number> {
  return ((await (await fetch(`${mock.url}/__control/log`)).json()) as unknown[]).length;
}

test("health endpoints answer ahead of every guard: liveness without the upstream, readiness with a short time-out", async () => {
  const server = await startServer();
  try {
    const before = await upstreamRequests();
    const live = await fetch(`${server.url}/healthz`);
    expect([live.status, await live.text()]).toEqual([200, '{"status":"ok"}']);
    expect(await upstreamRequests()).toBe(before);

    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([200, '{"status":"ready"}']);

    await setLatency(4_000);
    const started = Date.now();
    const slow = await fetch(`${server.url}/readyz`);
    expect([slow.status, await slow.text()]).toEqual([503, '{"status":"unavailable"}']);
    expect(Date.now() - started).toBeLessThan(3_500);
    // Liveness does not depend on the upstream.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  } finally {
    await setLatency(0);
    server.child.kill("SIGTERM");
    await server.exited;
  }
});

test("the server refuses to start in production against a real upstream without the service credential", async () => {
  await expect(startServer({ UPSTREAM_SERVICE_TOKEN: "" })).rejects.toThrow(/exited with code [1-9]/);
});

/** A GET's status, headers and body exactly as sent (fetch would decode the body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("a page's scripts and styles are sent as their build-time brotli or gzip copy, else as they are", async () => {
  // On the shared server (the build the suite runs): the assets the login page names.
  const page = await (await fetch(`${appURL}/login`)).text();
  const assets = [...page.matchAll(/(?:href|src)="(\/build\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(assets.length, "the login page names its scripts and styles").toBeGreaterThan(3);
  for (const asset of new Set(assets)) {
    const plain = await rawGet(`${appURL}${asset}`, { "Accept-Encoding": "identity" });
    expect(plain.status, asset).toBe(200);
    expect(plain.headers["content-encoding"], asset).toBeUndefined();
    expect(plain.headers["cache-control"], asset).toContain("immutable");
    expect(plain.headers["content-type"], asset).toMatch(asset.endsWith(".css") ? /^text\/css/ : /javascript/);
    if (plain.body.length < 1024) continue; // Too small to be worth a compressed copy.
    for (const [accepted, encoding, extension, decode] of [
      ["gzip, deflate, br", "br", ".br", zlib.brotliDecompressSync],
      ["gzip", "gzip", ".gz", zlib.gunzipSync],
    ] as const) {
      const sent = await rawGet(`${appURL}${asset}`, { "Accept-Encoding": accepted });
      expect(sent.headers["content-encoding"], `${asset} for ${accepted}`).toBe(encoding);
      expect(sent.headers.vary, asset).toMatch(/Accept-Encoding/i);
      expect(sent.headers["content-type"]?.toLowerCase(), asset).toBe(plain.headers["content-type"]?.toLowerCase());
      // The copy made at build time, not one compressed for this request.
      expect(sent.body.equals(fs.readFileSync(path.join(root, "public", `${asset}${extension}`))), asset).toBe(true);
      expect(sent.body.length, `${asset} smaller as ${encoding}`).toBeLessThan(plain.body.length);
      expect(decode(sent.body).equals(plain.body), `${asset} as ${encoding} is the file itself`).toBe(true);
    }
  }
});

test("Strict-Transport-Security on every answer with Secure cookies, none with COOKIE_SECURE=0", async () => {
  for (const [secure, expected] of [
    ["", /^max-age=\d+; includeSubDomains$/],
    ["0", null],
  ] as const) {
    const server = await startServer({ COOKIE_SECURE: secure });
    try {
      for (const path of ["/login", "/healthz", "/favicon.svg", "/does-not-exist"]) {
        const response = await fetch(`${server.url}${path}`);
        await response.arrayBuffer();
        const value = response.headers.get("strict-transport-security");
        if (expected) expect(value, `${path} COOKIE_SECURE=${secure}`).toMatch(expected);
        else expect(value, `${path} COOKIE_SECURE=${secure}`).toBeNull();
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
});

test("every request has one JSON log line and a Server-Timing header with the app's and the upstream's time", async () => {
  const server = await startServer();
  try {
    const cookie = await signIn(server.url);
    const response = await fetch(`${server.url}/events?q=segreto-in-query`, {
      headers: { cookie, "x-request-id": "server-spec-events" },
    });
    expect(response.status).toBe(200);
    await response.text();
    const timing = response.headers.get("server-timing") ?? "";
    expect(timing).toMatch(/^app;dur=[\d.]+, upstream;dur=[\d.]+;desc="\d+ calls?"$/);
    await expect.poll(() => server.lines.some((line) => line.includes('"server-spec-events"'))).toBe(true);
    const record = JSON.parse(server.lines.find((line) => line.includes('"server-spec-events"'))!);
    expect(record).toMatchObject({ requestId: "server-spec-events", method: "GET", path: "/events", status: 200 });
    expect(record.upstreamCalls).toBeGreaterThanOrEqual(1);
    expect(record.ms).toBeGreaterThanOrEqual(record.upstreamMs);
    const log = server.lines.join("\n");
    expect(log).not.toContain("segreto-in-query");
    expect(log).not.toContain(cookie.split("=")[1].slice(0, 24));
    expect(log).not.toContain(demoPassword);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});

test("an event tab's page reads the event once, for the header and the tab's guard alike", async () => {
  const server = await startServer();
  try {
    const cookie = await signIn(server.url);
    const list = await (await fetch(`${server.url}/events?when=all`, { headers: { cookie } })).text();
    const eventId = list.match(/href="\/events\/([0-9a-f]{24})/)?.[1];
    expect(eventId).toBeTruthy();
    const requestId = `server-spec-tab-${Date.now()}`;
    const page = await fetch(`${server.url}/events/${eventId}/ticket-releases`, {
      headers: { cookie, "x-request-id": requestId },
    });
    expect(page.status).toBe(200);
    await page.text();
    const log = (await (await fetch(`${mock.url}/__control/log`)).json()) as {
      requestId?: string;
      method: string;
      path: string;
    }[];
    const calls = log.filter((entry) => entry.requestId === requestId);
    expect(calls.filter((entry) => entry.method === "GET" && entry.path === `/events/${eventId}`)).toHaveLength(1);
    expect(calls.some((entry) => entry.path === "/ticket-releases")).toBe(true);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});

/** A slow page in flight, then SIGTERM: the page completes, new connections are refused, the process exits 0. */
async function shutsDownGracefully(server: Started) {
  const cookie = await signIn(server.url);
  await setLatency(1_500);
  try {
    const requestId = `server-spec-in-flight-${Date.now()}`;
    const inFlight = fetch(`${server.url}/musicalGenres`, { headers: { cookie, "x-request-id": requestId } }).then(
      async (response) => [response.status, (await response.text()).length],
    );
    // In flight: the page's call has reached the slow upstream (logged on arrival) and has no answer yet.
    await expect
      .poll(async () => {
        const log = (await (await fetch(`${mock.url}/__control/log`)).json()) as { requestId?: string }[];
        return log.some((entry) => entry.requestId === requestId);
      })
      .toBe(true);
    server.child.kill("SIGTERM");
    // The listener closes as soon as the process handles the signal; on a loaded machine (a cluster's workers hear it
    // through the primary) that can take a moment, so new connections are tried for up to three seconds.
    let refused = "";
    for (let attempt = 0; attempt < 20 && refused !== "ECONNREFUSED"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      refused = await fetch(`${server.url}/healthz`).then(
        (response) => `answered ${response.status}`,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
    }
    expect(refused).toBe("ECONNREFUSED");
    const [status, length] = await inFlight;
    expect(status).toBe(200);
    expect(length).toBeGreaterThan(1000);
    expect(await server.exited).toBe(0);
  } finally {
    await setLatency(0);
  }
}

test("on SIGTERM the server finishes the request in flight, refuses new connections and exits 0", async () => {
  await shutsDownGracefully(await startServer());
});

test("npm start's cluster shuts down the same way", async () => {
  test.setTimeout(60_000);
  // Port E2E_APP_PORT + 2: free beside the shared mock (+1) and the isolated servers (+3 and up).
  const server = await start(
    [path.join("scripts", "start.mjs")],
    { PORT: String(appPort + 2), WEB_CONCURRENCY: "2" },
    /Back-office ready on (\S+)/,
  );
  await shutsDownGracefully(server);
});
