// The mock upstream's night rules: a galley log entry moves the stock it names, cloakroom slots change state only
// along free → taken → returned → free (or taken again: a return taken back), spin gifts of one wheel stay within
// 100%, promos and their scans are seeded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

type Row = Record<string, unknown> & { _id: string };

let mock: MockUpstream;
let dataDir: string;
let galley: string;
let disco: string;

function call(pathname: string, init: { method?: string; json?: unknown; auth?: string } = {}) {
  const headers = new Headers({ Authorization: init.auth ?? disco });
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${mock.url}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(10_000),
  });
}

async function signIn(email: string) {
  const basic = `Basic ${Buffer.from(`${email}:Demo-pass1`).toString("base64")}`;
  const body = await (await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })).json();
  return `Bearer ${body.token}`;
}

async function rows(pathname: string): Promise<Row[]> {
  const response = await call(pathname);
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-night-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  disco = await signIn("disco@demo.test");
  galley = await signIn("galley@demo.test");
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("galley log", () => {
  it("applies a load to the galley and records who did it, the stock before and after", async () => {
    const [row] = await rows("/galleys?limit=1&sort=productName");
    const response = await call("/galley-logs", {
      method: "POST",
      auth: galley,
      json: { galleyId: row._id, action: "load", quantity: 12 },
    });
    expect(response.status).toBe(201);
    const entry = await response.json();
    expect(entry).toMatchObject({
      action: "load",
      quantity: 12,
      previousQuantity: row.quantity,
      newQuantity: Number(row.quantity) + 12,
      productName: row.productName,
      eventId: row.eventId,
      userName: "Davide Ricci",
    });
    const after = (await (await call(`/galleys/${row._id}`)).json()) as Row;
    expect(after.quantity).toBe(Number(row.quantity) + 12);
  });

  it("refuses unloading more than is left and leaves the stock alone", async () => {
    const [row] = await rows("/galleys?limit=1&sort=-quantity");
    const left = Number(row.quantity) - Number(row.totOrdered);
    const response = await call("/galley-logs", {
      method: "POST",
      json: { galleyId: row._id, action: "unload", quantity: left + 1 },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(`Cannot unload more than what is left (${left})`);
    expect(((await (await call(`/galleys/${row._id}`)).json()) as Row).quantity).toBe(row.quantity);
  });

  it("refuses an entry without a galley or with an unknown movement", async () => {
    expect((await call("/galley-logs", { method: "POST", json: { action: "load", quantity: 1 } })).status).toBe(400);
    const [row] = await rows("/galleys?limit=1");
    expect(
      (await call("/galley-logs", { method: "POST", json: { galleyId: row._id, action: "steal", quantity: 1 } }))
        .status,
    ).toBe(400);
  });

  it("seeds log entries that name their galley", async () => {
    const entries = await rows("/galley-logs?limit=50");
    expect(entries.filter((entry) => entry.galleyId).length).toBeGreaterThan(30);
  });
});

describe("cloakroom slots", () => {
  it("go free → taken (a holder named or not) → returned → free or taken again, and no other way", async () => {
    const [slot] = await rows("/cloakroom-slots?status=free&limit=1");
    expect(slot.holderName).toBeNull();
    expect((await call(`/cloakroom-slots/${slot._id}`, { method: "PUT", json: { status: "returned" } })).status).toBe(
      400,
    );
    const taken = await call(`/cloakroom-slots/${slot._id}`, {
      method: "PUT",
      json: { status: "taken", holderName: "Anna Neri" },
    });
    expect(taken.status).toBe(200);
    expect((await call(`/cloakroom-slots/${slot._id}`, { method: "PUT", json: { status: "free" } })).status).toBe(400);
    expect((await call(`/cloakroom-slots/${slot._id}`, { method: "PUT", json: { status: "returned" } })).status).toBe(
      200,
    );
    // A return taken back: the same guest's coat, their name kept from before.
    const reopened = await call(`/cloakroom-slots/${slot._id}`, { method: "PUT", json: { status: "taken" } });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({ status: "taken", holderName: "Anna Neri" });
    expect((await call(`/cloakroom-slots/${slot._id}`, { method: "PUT", json: { status: "returned" } })).status).toBe(
      200,
    );
    expect(
      (await call(`/cloakroom-slots/${slot._id}`, { method: "PUT", json: { status: "free", holderName: null } }))
        .status,
    ).toBe(200);
    // A coat taken in without a name: the slot's number is the guest's ticket.
    const nameless = await call(`/cloakroom-slots/${slot._id}`, { method: "PUT", json: { status: "taken" } });
    expect(nameless.status).toBe(200);
    expect(await nameless.json()).toMatchObject({ status: "taken", holderName: null });
  });
});

describe("spin gifts", () => {
  it("refuse a gift that takes an event's wheel over 100%, saying how much is left", async () => {
    const [gift] = await rows("/spin-gifts?global=false&limit=1");
    const wheel = await rows(`/spin-gifts?global=false&eventId=${gift.eventId}`);
    const used = wheel.reduce((sum, other) => sum + Number(other.probability), 0);
    const left = 100 - used;
    const body = {
      global: false,
      eventId: gift.eventId,
      discoId: gift.discoId,
      productId: gift.productId,
      spinFrequency: 5,
      quantity: 3,
    };
    const refused = await call("/spin-gifts", { method: "POST", json: { ...body, probability: left + 1 } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(`Probabilities exceed 100% (${left}% left)`);
    expect((await call("/spin-gifts", { method: "POST", json: { ...body, probability: left } })).status).toBe(201);
  });

  it("leave out the gift being edited, and count the global set on its own", async () => {
    const global = await rows("/spin-gifts?global=true");
    const used = global.reduce((sum, gift) => sum + Number(gift.probability), 0);
    const [first] = global;
    const own = Number(first.probability);
    expect(
      (await call(`/spin-gifts/${first._id}`, { method: "PUT", json: { probability: 100 - used + own } })).status,
    ).toBe(200);
    expect(
      (await call(`/spin-gifts/${first._id}`, { method: "PUT", json: { probability: 100 - used + own + 1 } })).status,
    ).toBe(400);
  });
});

describe("promos and their scans", () => {
  it("seed generic and redemption promos for the demo venues, and scans of them", async () => {
    const promos = await rows("/products?category=genericProduct,redemptionProduct");
    expect(new Set(promos.map((promo) => promo.type))).toEqual(new Set(["generic", "redemption"]));
    const venues = await rows(
      "/discos?name=Demo Club Milano,Sabato Italiano Tour,Hotel Riviera Rimini,Villa Notte Roma",
    );
    expect(venues).toHaveLength(4);
    for (const venue of venues)
      expect(promos.some((promo) => promo.discoId === venue._id && promo.category === "genericProduct")).toBe(true);
    const [redemption] = await rows("/products/redemption?category=redemptionProduct&limit=1");
    expect(Number(redemption.originalPrice)).toBeGreaterThan(Number(redemption.price));
    const scans = await rows("/promo-scans?limit=100");
    expect(scans.length).toBeGreaterThanOrEqual(25);
    expect(scans.every((scan) => promos.some((promo) => promo._id === scan.productId))).toBe(true);
  });

  it("keep the venue's data cash credentials, secrets included", async () => {
    const [record] = await rows("/data-cash");
    expect(record).toMatchObject({
      username: "democlub",
      apiKey: "demo-api-key",
      password: "Cassa-segreta-77",
      pin: "482913",
    });
  });
});
