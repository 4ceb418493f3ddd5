// The mock upstream's test knobs under /__control/: injected faults, latency, reset and the request log.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

let mock: MockUpstream;
let dataDir: string;
let auth: string;

function call(
  pathname: string,
  init: { method?: string; json?: unknown; auth?: string | null; timeoutMs?: number; requestId?: string } = {},
) {
  const headers = new Headers();
  if (init.requestId) headers.set("X-Request-Id", init.requestId);
  const authorization = init.auth === undefined ? auth : init.auth;
  if (authorization) headers.set("Authorization", authorization);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${mock.url}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
  });
}

const control = (route: string, method = "POST", json?: unknown) =>
  call(`/__control/${route}`, { method, json, auth: null });

async function signIn(email = "admin@demo.test") {
  const basic = `Basic ${Buffer.from(`${email}:Demo-pass1`).toString("base64")}`;
  const response = await call("/auth", { method: "POST", auth: basic });
  return `Bearer ${(await response.json()).token}`;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-knobs-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  auth = await signIn();
});

afterEach(async () => {
  await control("faults", "DELETE");
  await control("ignore-filters", "DELETE");
  await control("config", "PUT", { latencyMs: 0 });
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("faults", () => {
  it("answers 500 to matching requests for the given number of times, then normally", async () => {
    expect((await control("faults", "POST", { path: "/lists", type: "500", times: 2 })).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const failed = await call("/lists?limit=1");
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ message: "Internal error" });
    }
    expect((await call("/lists?limit=1")).status).toBe(200);
  });

  it("matches by path prefix and, when given, by method only", async () => {
    await control("faults", "POST", { method: "post", path: "/musical-genres", type: "500" });
    expect((await call("/musical-genres?limit=1")).status).toBe(200);
    expect((await call("/musical-genres", { method: "POST", json: { name: "Mai salvato" } })).status).toBe(500);
    expect((await call("/banners?limit=1")).status).toBe(200);
    expect(await (await call("/musical-genres?name=Mai salvato")).json()).toEqual([]);
  });

  it("keeps an unlimited fault until the faults are cleared", async () => {
    await control("faults", "POST", { path: "/vips", type: "500" });
    for (let i = 0; i < 3; i++) expect((await call("/vips?limit=1")).status).toBe(500);
    expect(await (await control("faults", "GET")).json()).toHaveLength(1);
    expect((await control("faults", "DELETE")).status).toBe(204);
    expect((await call("/vips?limit=1")).status).toBe(200);
  });

  it("answers 200 with a truncated JSON body for a malformed fault", async () => {
    await control("faults", "POST", { path: "/tables", type: "malformed", times: 1 });
    const response = await call("/tables");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    await expect(response.json()).rejects.toThrow();
  });

  it("drops the connection for a reset fault", async () => {
    await control("faults", "POST", { path: "/orders", type: "reset", times: 1 });
    await expect(call("/orders?limit=1")).rejects.toThrow();
    expect((await call("/orders?limit=1")).status).toBe(200);
  });

  it("never answers a hung request, until the faults are cleared", async () => {
    await control("faults", "POST", { path: "/galleries", type: "hang" });
    const started = Date.now();
    await expect(call("/galleries", { timeoutMs: 300 })).rejects.toThrow(/abort|timeout/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await control("faults", "DELETE");
    expect((await call("/galleries?limit=1")).status).toBe(200);
  });

  it("releases a hung request when the faults are cleared", async () => {
    await control("faults", "POST", { path: "/spin-gifts", type: "hang" });
    const hung = call("/spin-gifts", { timeoutMs: 5000 }).then(
      () => "answered",
      (error: Error) => (error.name === "TimeoutError" ? "timed out" : "released"),
    );
    // Give the request time to arrive before clearing: the log shows it once it has.
    for (let i = 0; i < 100; i++) {
      const log = await (await control("log", "GET")).json();
      if (log.some((entry: { path: string }) => entry.path === "/spin-gifts")) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await control("faults", "DELETE");
    expect(await hung).toBe("released");
  });

  it("scopes a fault with a requestId to the requests whose X-Request-Id starts with it", async () => {
    const armed = await control("faults", "POST", {
      method: "POST",
      path: "/musical-genres",
      type: "500",
      times: 1,
      requestId: "t-abc",
    });
    expect(armed.status).toBe(201);
    expect(await armed.json()).toMatchObject({ requestId: "t-abc", times: 1 });
    // Another test's requests (another id, or none) pass untouched, and do not use the fault up.
    const other = await call("/musical-genres", {
      method: "POST",
      json: { name: "Di un altro test" },
      requestId: "t-xyz",
    });
    expect(other.status).toBe(201);
    const anonymous = await call("/musical-genres", { method: "POST", json: { name: "Senza id" } });
    expect(anonymous.status).toBe(201);
    // The test's own request (its id, or one starting with it) gets it, once.
    const own = await call("/musical-genres", { method: "POST", json: { name: "Mai salvato" }, requestId: "t-abc:1" });
    expect(own.status).toBe(500);
    expect(await (await control("faults", "GET")).json()).toEqual([]);
    expect(
      (await call("/musical-genres", { method: "POST", json: { name: "Salvato dopo" }, requestId: "t-abc" })).status,
    ).toBe(201);
    expect(await (await call("/musical-genres?name=Mai salvato")).json()).toEqual([]);
  });

  it("refuses a requestId that is not a plain token", async () => {
    expect((await control("faults", "POST", { path: "/x", type: "500", requestId: "" })).status).toBe(400);
    expect((await control("faults", "POST", { path: "/x", type: "500", requestId: "a b" })).status).toBe(400);
    expect((await control("faults", "POST", { path: "/x", type: "500", requestId: 7 })).status).toBe(400);
  });

  it("refuses a fault without a known type or a path", async () => {
    expect((await control("faults", "POST", { path: "/x", type: "teapot" })).status).toBe(400);
    expect((await control("faults", "POST", { type: "500" })).status).toBe(400);
    expect((await control("faults", "POST", { path: "/x", type: "500", times: 0 })).status).toBe(400);
  });
});

describe("latency", () => {
  it("delays every non-control answer by the configured latency", async () => {
    const set = await control("config", "PUT", { latencyMs: 150 });
    expect(await set.json()).toEqual({ latencyMs: 150 });
    expect(await (await control("config", "GET")).json()).toEqual({ latencyMs: 150 });
    const started = Date.now();
    expect((await call("/feedbacks?limit=1")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("refuses a negative latency", async () => {
    expect((await control("config", "PUT", { latencyMs: -1 })).status).toBe(400);
  });
});

describe("log", () => {
  it("lists the requests since it was cleared, with status and who made them, without control calls", async () => {
    expect((await control("log", "DELETE")).status).toBe(204);
    await call("/feedbacks?limit=1&sort=-createdAt");
    await call("/events", { auth: null });
    const log = await (await control("log", "GET")).json();
    expect(log).toEqual([
      {
        method: "GET",
        path: "/feedbacks",
        query: "limit=1&sort=-createdAt",
        status: 200,
        at: expect.any(String),
        startMs: expect.any(Number),
        endMs: expect.any(Number),
        userEmail: "admin@demo.test",
      },
      {
        method: "GET",
        path: "/events",
        query: "",
        status: 401,
        at: expect.any(String),
        startMs: expect.any(Number),
        endMs: expect.any(Number),
      },
    ]);
  });

  it("keeps the caller's x-request-id and when each call started and ended, and counts calls past the log", async () => {
    await control("log", "DELETE");
    await control("config", "PUT", { latencyMs: 60 });
    const headers = (id: string) => ({ "x-request-id": id, Authorization: auth });
    await Promise.all([
      fetch(`${mock.url}/feedbacks?limit=1`, { headers: headers("page-1") }),
      fetch(`${mock.url}/labels?limit=1`, { headers: headers("page-1") }),
    ]);
    await fetch(`${mock.url}/vips?limit=1`, { headers: headers("page-1") });
    await call("/faqs");
    const log: { path: string; requestId?: string; startMs: number; endMs: number }[] = await (
      await control("log", "GET")
    ).json();
    expect(log.map((entry) => [entry.path, entry.requestId])).toEqual([
      ["/feedbacks", "page-1"],
      ["/labels", "page-1"],
      ["/vips", "page-1"],
      ["/faqs", undefined],
    ]);
    for (const entry of log) expect(entry.endMs - entry.startMs).toBeGreaterThanOrEqual(55);
    // The two parallel calls overlap; the third started after both ended.
    expect(log[1].startMs).toBeLessThan(log[0].endMs);
    expect(log[2].startMs).toBeGreaterThanOrEqual(Math.max(log[0].endMs, log[1].endMs));
    expect(await (await control("stats", "GET")).json()).toEqual({ requests: 4 });
    await control("log", "DELETE");
    expect(await (await control("stats", "GET")).json()).toEqual({ requests: 0 });
  });

  it("records a refused write with its status, so a test can prove no write went through", async () => {
    await control("log", "DELETE");
    await call("/musical-genres", { method: "POST", json: { name: "Senza sessione" }, auth: null });
    const log = await (await control("log", "GET")).json();
    expect(log).toEqual([expect.objectContaining({ method: "POST", path: "/musical-genres", status: 401 })]);
  });
});

describe("reset", () => {
  it("restores the seed and clears faults, latency, sessions and the log", async () => {
    await call("/musical-genres", { method: "POST", json: { name: "Da togliere" } });
    await control("faults", "POST", { path: "/nothing-real", type: "500" });
    await control("config", "PUT", { latencyMs: 50 });
    expect((await control("reset")).status).toBe(204);

    expect(await (await control("faults", "GET")).json()).toEqual([]);
    expect(await (await control("config", "GET")).json()).toEqual({ latencyMs: 0 });
    expect(await (await control("log", "GET")).json()).toEqual([]);
    expect((await call("/users/me")).status).toBe(401);

    auth = await signIn();
    const genres = await call("/musical-genres?count=true&limit=1");
    expect(genres.headers.get("odin-count")).toBe("18");
    expect(await (await call("/musical-genres?name=Da togliere")).json()).toEqual([]);
  });

  it("answers 404 to an unknown control route and 405 to a wrong method", async () => {
    expect((await control("nope", "GET")).status).toBe(404);
    expect((await control("reset", "GET")).status).toBe(405);
  });

  it("answers 404 to expiring the session of an email with none", async () => {
    expect((await control("expire-token", "POST", { email: "nobody@demo.test" })).status).toBe(404);
  });

  it("expires, by request id, only the session that came with that id", async () => {
    const mine = await signIn("disco@demo.test");
    const theirs = await signIn("disco@demo.test");
    expect((await call("/musical-genres?limit=1", { auth: mine, requestId: "t-mine:1" })).status).toBe(200);
    expect((await call("/musical-genres?limit=1", { auth: theirs, requestId: "t-theirs:1" })).status).toBe(200);
    expect((await control("expire-token", "POST", { requestId: "t-mine" })).status).toBe(204);
    expect((await call("/musical-genres?limit=1", { auth: mine })).status).toBe(401);
    // The newer session of the same email, used by another test, still works.
    expect((await call("/musical-genres?limit=1", { auth: theirs })).status).toBe(200);
    expect((await control("expire-token", "POST", { requestId: "t-nobody" })).status).toBe(404);
  });
});

describe("ignore-filters", () => {
  it("drops the scope filters of one test's reads, and only of its reads", async () => {
    const all = (await (await call("/reservations?limit=1000")).json()) as { discoId: string }[];
    const venue = all[0]!.discoId;
    const mine = all.filter((row) => row.discoId === venue).length;
    expect(mine).toBeLessThan(all.length);
    expect((await control("ignore-filters", "POST", { requestId: "t-leaky" })).status).toBe(201);
    const leaky = await call(`/reservations?discoId=${venue}&limit=1000`, { requestId: "t-leaky:1" });
    expect(await leaky.json()).toHaveLength(all.length);
    const other = await call(`/reservations?discoId=${venue}&limit=1000`, { requestId: "t-other" });
    expect(await other.json()).toHaveLength(mine);
    // Other filters still hold, and a rule may name its own fields.
    const accepted = all.filter((row) => (row as { status?: string }).status === "accepted").length;
    const narrowed = await call(`/reservations?discoId=${venue}&status=accepted&limit=1000`, { requestId: "t-leaky" });
    expect(await narrowed.json()).toHaveLength(accepted);
    await control("ignore-filters", "POST", { requestId: "t-status", fields: ["status"] });
    const statusIgnored = await call(`/reservations?discoId=${venue}&status=accepted&limit=1000`, {
      requestId: "t-status",
    });
    expect(await statusIgnored.json()).toHaveLength(mine);
  });

  it("needs a request id and a list of field names", async () => {
    expect((await control("ignore-filters", "POST", {})).status).toBe(400);
    expect((await control("ignore-filters", "POST", { requestId: "t-x", fields: "discoId" })).status).toBe(400);
    expect((await control("ignore-filters", "DELETE")).status).toBe(204);
    expect(await (await control("ignore-filters", "GET")).json()).toEqual([]);
  });
});
