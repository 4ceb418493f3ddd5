// The mock upstream's reservations and tables: a new reservation gets a code, a state and its flags; its table is
// answered by name, moved and taken off; states, flags, capacities and minimum spends outside the rules are refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

type Row = Record<string, unknown> & { _id: string };

let mock: MockUpstream;
let dataDir: string;
let disco: string;

function call(pathname: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers({ Authorization: disco, ...init.headers });
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${mock.url}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(10_000),
  });
}

async function rows(pathname: string): Promise<Row[]> {
  const response = await call(pathname);
  expect(response.status).toBe(200);
  return response.json();
}

async function message(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-reservations-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  const basic = `Basic ${Buffer.from("disco@demo.test:Demo-pass1").toString("base64")}`;
  const body = await (await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })).json();
  disco = `Bearer ${body.token}`;
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("reservations", () => {
  it("get a code of the seed's series, a pending state, one ticket and every flag off when not given", async () => {
    const [event] = await rows("/events?limit=1");
    const response = await call("/reservations", { method: "POST", json: { eventId: event._id } });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Row;
    expect(created).toMatchObject({
      status: "pending",
      quantity: 1,
      isGift: false,
      isVip: false,
      isVipTemporary: false,
      hasFreeDrink: false,
      sendTicketViaEmail: false,
      eventName: event.name,
    });
    expect(created.code).toMatch(/^R-\d+$/);
    const codes = (await rows("/reservations")).map((row) => row.code);
    expect(codes.filter((code) => code === created.code)).toHaveLength(1);
  });

  it("are put at a table by name, moved to another and taken off it", async () => {
    const [first, second] = await rows("/tables?limit=2&sort=code");
    const created = (await (
      await call("/reservations", { method: "POST", json: { status: "accepted", tableId: first._id, isVip: true } })
    ).json()) as Row;
    expect(created).toMatchObject({ tableId: first._id, tableName: first.name, isVip: true, status: "accepted" });
    const moved = await call(`/reservations/${created._id}`, { method: "PATCH", json: { tableId: second._id } });
    expect(await moved.json()).toMatchObject({ tableId: second._id, tableName: second.name });
    const off = await call(`/reservations/${created._id}`, { method: "PUT", json: { tableId: null, isGift: true } });
    expect(await off.json()).toMatchObject({ tableId: null, tableName: null, isGift: true, isVip: true });
  });

  it("refuse an unknown table, state, a flag that is not a boolean and a quantity below one", async () => {
    const [reservation] = await rows("/reservations?limit=1");
    const put = (json: unknown) => call(`/reservations/${reservation._id}`, { method: "PUT", json });
    expect(await message(await put({ tableId: "0".repeat(24) }))).toBe("tableId must name a table");
    expect(await message(await put({ status: "lost" }))).toMatch(/^status must be one of usable, pending/);
    expect(await message(await put({ isGift: "yes" }))).toBe("isGift must be true or false");
    expect(await message(await put({ quantity: 0 }))).toBe("quantity must be a whole number from 1");
    expect((await put({ status: "accepted" })).status).toBe(200);
  });
});

describe("tables", () => {
  it("carry the room they stand in, and keep their capacity and minimum spend within the rules", async () => {
    const [table] = await rows("/tables?limit=1&sort=code");
    expect(String(table.name)).toContain(String(table.area));
    const put = (json: unknown) => call(`/tables/${table._id}`, { method: "PUT", json });
    expect(await message(await put({ maxReservations: 0 }))).toBe("maxReservations must be a whole number from 1");
    expect(await message(await put({ minSpend: 12.5 }))).toBe("minSpend must be a whole number of cents from 0");
    expect((await put({ maxReservations: 3, minSpend: 25000, area: "Terrazza" })).status).toBe(200);
  });

  it("rename themselves in the reservations they hold", async () => {
    const [table] = await rows("/tables?limit=1&sort=-code");
    const reservation = (await (
      await call("/reservations", { method: "POST", json: { tableId: table._id } })
    ).json()) as Row;
    await call(`/tables/${table._id}`, { method: "PUT", json: { name: "Privé rinnovato" } });
    expect(((await (await call(`/reservations/${reservation._id}`)).json()) as Row).tableName).toBe("Privé rinnovato");
  });
});

describe("the door's check-in", () => {
  async function accepted(): Promise<Row> {
    const [event] = await rows("/events?limit=1");
    const response = await call("/reservations", {
      method: "POST",
      json: { eventId: event._id, discoId: event.discoId, userName: "Ospite Porta", status: "accepted" },
    });
    expect(response.status).toBe(201);
    return response.json();
  }

  it("keeps the time of the tap it is given, and who let the guest in", async () => {
    const reservation = await accepted();
    const tappedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const response = await call(`/reservations/${reservation._id}`, {
      method: "PUT",
      json: { status: "used", usedAt: tappedAt, usedByName: "Anna Porta" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "used", usedAt: tappedAt, usedByName: "Anna Porta" });
  });

  it("refuses a write on condition of a version that is no longer the record's (If-Match), and answers its ETag", async () => {
    const reservation = await accepted();
    const read = await call(`/reservations/${reservation._id}`);
    const version = read.headers.get("etag");
    expect(version).toBe(`"${reservation.updatedAt}"`);
    const first = await call(`/reservations/${reservation._id}`, {
      method: "PUT",
      json: { status: "used", usedByName: "Prima Porta" },
      headers: { "If-Match": version! },
    });
    expect(first.status).toBe(200);
    const second = await call(`/reservations/${reservation._id}`, {
      method: "PUT",
      json: { status: "used", usedByName: "Seconda Porta" },
      headers: { "If-Match": version! },
    });
    expect(second.status).toBe(412);
    const [now] = await rows(`/reservations?_id=${reservation._id}`);
    expect(now).toMatchObject({ status: "used", usedByName: "Prima Porta" });
  });

  it("gives each write a version of its own, even two within one millisecond", async () => {
    const reservation = await accepted();
    const [a, b] = await Promise.all([
      call(`/reservations/${reservation._id}`, { method: "PUT", json: { quantity: 2 } }),
      call(`/reservations/${reservation._id}`, { method: "PUT", json: { quantity: 3 } }),
    ]);
    expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"));
  });
});
