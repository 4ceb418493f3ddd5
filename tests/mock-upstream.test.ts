// The mock upstream honours the contract the app relies on (spec section 7) and its test knobs work.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: the mock is plain JavaScript without type declarations.
import { startMockUpstream } from "../mock-upstream/server.mjs";

type Mock = { url: string; close(): Promise<void> };
let mock: Mock;
let dataDir: string;
let token: string;

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`;

async function call(pathname: string, init: RequestInit & { auth?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.auth) headers.set("Authorization", init.auth);
  if (init.body) headers.set("Content-Type", "application/json");
  return fetch(`${mock.url}${pathname}`, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(5000) });
}

async function signIn(email: string, password = "Demo-pass1") {
  const response = await call("/auth", { method: "POST", auth: basic(email, password) });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  token = (await signIn("admin@demo.test")).body.token;
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("mock upstream auth", () => {
  it("signs a demo account in with Basic credentials and lists its venues", async () => {
    const { status, body } = await signIn("collaboffice@demo.test");
    expect(status).toBe(200);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(body.user.collaboratingDiscos).toEqual([
      expect.objectContaining({ role: "backoffice_collaborator", disco: expect.objectContaining({ name: "Demo Club Milano" }) }),
      expect.objectContaining({ role: "admin_promoter", disco: expect.objectContaining({ name: "Villa Notte Roma" }) }),
    ]);
  });

  it("answers 401 to a wrong password and to a request without a bearer token", async () => {
    expect((await signIn("admin@demo.test", "nope")).status).toBe(401);
    expect((await call("/events")).status).toBe(401);
  });

  it("refuses a wrong old password when changing it", async () => {
    const response = await call("/users/me/password", { method: "PUT", auth: basic("disco@demo.test", "Wrong-1a"), body: JSON.stringify({ password: "Nuova-pass1" }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Wrong password" });
  });

  it("refuses to register an email already in use", async () => {
    const response = await call("/auth/register", { method: "POST", body: JSON.stringify({ email: "ADMIN@demo.test", password: "Notte-2026", name: "A", surname: "B" }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Email already in use" });
  });
});

describe("mock upstream entities", () => {
  it("pages, sorts and counts a list", async () => {
    const response = await call("/musical-genres?count=true&limit=5&page=2&sort=name", { auth: `Bearer ${token}` });
    const rows = await response.json();
    expect(response.headers.get("odin-count")).toBe("18");
    expect(rows).toHaveLength(5);
    const names = rows.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "it", { sensitivity: "base" })));
  });

  it("searches with q, filters by field and by range", async () => {
    const auth = `Bearer ${token}`;
    const found = await (await call("/musical-genres?q=house", { auth })).json();
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((row: { name: string }) => /house/i.test(row.name))).toBe(true);
    const formats = await (await call("/discos?discoType=format&count=true&limit=1", { auth })).json();
    expect(formats[0].discoType).toBe("format");
    const now = new Date().toISOString();
    const upcoming = await (await call(`/events?startDate[gte]=${now}`, { auth })).json();
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((event: { startDate: string }) => event.startDate >= now)).toBe(true);
  });

  it("creates, reads, updates and deletes, and refuses a duplicate key", async () => {
    const auth = `Bearer ${token}`;
    const created = await (await call("/musical-genres", { method: "POST", auth, body: JSON.stringify({ name: "Italo disco" }) })).json();
    expect((await call(`/musical-genres/${created._id}`, { auth })).status).toBe(200);
    const duplicate = await call("/musical-genres", { method: "POST", auth, body: JSON.stringify({ name: "italo DISCO" }) });
    expect(await duplicate.json()).toEqual({ message: "Duplicate key error" });
    const updated = await (await call(`/musical-genres/${created._id}`, { method: "PUT", auth, body: JSON.stringify({ description: "Anni 80" }) })).json();
    expect(updated).toMatchObject({ name: "Italo disco", description: "Anni 80" });
    expect((await call(`/musical-genres/${created._id}`, { method: "DELETE", auth })).status).toBe(200);
    expect((await call(`/musical-genres/${created._id}`, { auth })).status).toBe(404);
  });

  it("refuses an event that ends before it starts", async () => {
    const response = await call("/events", {
      method: "POST",
      auth: `Bearer ${token}`,
      body: JSON.stringify({ name: "X", discoId: "d", startDate: "2026-12-01T22:00:00Z", endDate: "2026-12-01T20:00:00Z" }),
    });
    expect(await response.json()).toEqual({ message: "endDate must be after startDate" });
  });

  it("keeps its data across a restart, in a complete JSON file", async () => {
    const auth = `Bearer ${token}`;
    await call("/musical-genres", { method: "POST", auth, body: JSON.stringify({ name: "Persistente" }) });
    await mock.close();
    const files = fs.readdirSync(dataDir);
    expect(files.filter((file) => file.endsWith(".tmp"))).toEqual([]);
    expect(() => JSON.parse(fs.readFileSync(path.join(dataDir, "store.json"), "utf8"))).not.toThrow();
    mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
    const rows = await (await call("/musical-genres?q=persistente", { auth })).json();
    expect(rows).toHaveLength(1);
  });
});

describe("mock upstream knobs", () => {
  it("injects a 500, a malformed body and a dropped connection for matching requests only", async () => {
    const auth = `Bearer ${token}`;
    await call("/__control/faults", { method: "POST", body: JSON.stringify({ path: "/lists", type: "500", times: 1 }) });
    expect((await call("/lists", { auth })).status).toBe(500);
    expect((await call("/lists", { auth })).status).toBe(200);
    await call("/__control/faults", { method: "POST", body: JSON.stringify({ path: "/tables", type: "malformed", times: 1 }) });
    await expect((await call("/tables", { auth })).json()).rejects.toThrow();
    await call("/__control/faults", { method: "POST", body: JSON.stringify({ path: "/vips", type: "reset", times: 1 }) });
    await expect(call("/vips", { auth })).rejects.toThrow();
    expect((await call("/banners", { auth })).status).toBe(200);
  });

  it("hangs a request until the faults are cleared", async () => {
    await call("/__control/faults", { method: "POST", body: JSON.stringify({ path: "/galleries", type: "hang" }) });
    await expect(call("/galleries", { auth: `Bearer ${token}`, signal: AbortSignal.timeout(300) })).rejects.toThrow();
    await call("/__control/faults", { method: "DELETE" });
    expect((await call("/galleries", { auth: `Bearer ${token}` })).status).toBe(200);
  });

  it("adds latency and logs requests with who made them", async () => {
    await call("/__control/log", { method: "DELETE" });
    await call("/__control/config", { method: "PUT", body: JSON.stringify({ latencyMs: 120 }) });
    const started = Date.now();
    await call("/feedbacks?limit=1", { auth: `Bearer ${token}` });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    await call("/__control/config", { method: "PUT", body: JSON.stringify({ latencyMs: 0 }) });
    const log = await (await call("/__control/log")).json();
    expect(log).toEqual([expect.objectContaining({ method: "GET", path: "/feedbacks", status: 200, userEmail: "admin@demo.test" })]);
  });

  it("expires only the newest session of a user", async () => {
    const older = (await signIn("disco@demo.test")).body.token;
    const newer = (await signIn("disco@demo.test")).body.token;
    await call("/__control/expire-token", { method: "POST", body: JSON.stringify({ email: "disco@demo.test" }) });
    expect((await call("/users/me", { auth: `Bearer ${newer}` })).status).toBe(401);
    expect((await call("/users/me", { auth: `Bearer ${older}` })).status).toBe(200);
  });

  it("resets to the seed", async () => {
    const auth = `Bearer ${token}`;
    await call("/musical-genres", { method: "POST", auth, body: JSON.stringify({ name: "Da togliere" }) });
    await call("/__control/reset", { method: "POST" });
    const fresh = (await signIn("admin@demo.test")).body.token;
    const response = await call("/musical-genres?count=true&limit=1", { auth: `Bearer ${fresh}` });
    expect(response.headers.get("odin-count")).toBe("18");
  });
});
