// The mock upstream's generic entity contract (spec section 7): list queries with the odin-count total, CRUD,
// unique keys and required fields, and the products views by type.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

type Row = Record<string, unknown> & { _id: string };

let mock: MockUpstream;
let dataDir: string;
let auth: string;

function call(pathname: string, init: { method?: string; json?: unknown; body?: string; noAuth?: boolean } = {}) {
  const headers = new Headers();
  if (!init.noAuth) headers.set("Authorization", auth);
  if (init.json !== undefined || init.body !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${mock.url}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    signal: AbortSignal.timeout(10_000),
  });
}

async function rows(pathname: string): Promise<Row[]> {
  const response = await call(pathname);
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-entities-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  const basic = `Basic ${Buffer.from("admin@demo.test:Demo-pass1").toString("base64")}`;
  const signedIn = await (
    await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })
  ).json();
  auth = `Bearer ${signedIn.token}`;
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("list", () => {
  it("answers every row as a JSON array when no limit is given", async () => {
    const all = await rows("/reservations");
    expect(all.length).toBeGreaterThanOrEqual(25);
    const counted = await call("/reservations?count=true&limit=1");
    expect(Number(counted.headers.get("odin-count"))).toBe(all.length);
  });

  it("pages with page and limit and sets odin-count to the total before paging only when count=true", async () => {
    const first = await call("/musical-genres?count=true&limit=5&page=1&sort=name");
    expect(first.headers.get("odin-count")).toBe("18");
    expect(first.headers.get("access-control-expose-headers")).toContain("odin-count");
    const page1: Row[] = await first.json();
    const page2 = await rows("/musical-genres?limit=5&page=2&sort=name");
    const page4 = await rows("/musical-genres?limit=5&page=4&sort=name");
    expect(page1).toHaveLength(5);
    expect(page2).toHaveLength(5);
    expect(page4).toHaveLength(3);
    expect(page2.map((r) => r._id)).not.toContain(page1[0]._id);
    expect((await call("/musical-genres?limit=5")).headers.get("odin-count")).toBeNull();
  });

  it("sorts by default newest first, by text ascending or descending, and numbers as numbers", async () => {
    const newest = await rows("/feedbacks");
    const created = newest.map((r) => r.createdAt as string);
    expect(created).toEqual([...created].sort().reverse());
    const names = (await rows("/musical-genres?sort=-name")).map((r) => r.name as string);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, "it", { sensitivity: "base" })));
    const prices = (await rows("/products?sort=price")).map((r) => r.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.at(-1)).toBeGreaterThanOrEqual(10000);
  });

  it("sorts on several keys, the later ones breaking ties", async () => {
    const list = await rows("/products?sort=-price,name");
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]];
      expect(a.price as number).toBeGreaterThanOrEqual(b.price as number);
      if (a.price === b.price)
        expect((a.name as string).localeCompare(b.name as string, "it", { sensitivity: "base" })).toBeLessThanOrEqual(
          0,
        );
    }
  });

  it("searches q case-insensitively over the entity's search fields", async () => {
    const found = await rows("/users?q=ROSSI");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((u) => /rossi/i.test(`${u.email} ${u.name} ${u.surname} ${u.username}`))).toBe(true);
    const byEmail = await rows("/users?q=demo.test");
    expect(byEmail.map((u) => u.email)).toContain("admin@demo.test");
  });

  it("selects by _id, repeated or comma-separated", async () => {
    const [a, b, c] = await rows("/banners?limit=3");
    const repeated = await rows(`/banners?_id=${a._id}&_id=${b._id}`);
    expect(repeated.map((r) => r._id).sort()).toEqual([a._id, b._id].sort());
    const comma = await rows(`/banners?_id=${a._id},${c._id}`);
    expect(comma.map((r) => r._id).sort()).toEqual([a._id, c._id].sort());
  });

  it("filters by exact value, boolean, any of a comma list, and array membership", async () => {
    const formats = await rows("/discos?discoType=format");
    expect(formats.length).toBeGreaterThanOrEqual(25);
    expect(formats.every((d) => d.discoType === "format")).toBe(true);
    const disabled = await rows("/users?isEnabled=false");
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.every((u) => u.isEnabled === false)).toBe(true);
    const decided = await rows("/user-validations?status=approved,rejected");
    expect(new Set(decided.map((v) => v.status))).toEqual(new Set(["approved", "rejected"]));
    const [genre] = await rows("/musical-genres?name=House");
    const withGenre = await rows(`/events?musicalGenresIds=${genre._id}`);
    expect(withGenre.length).toBeGreaterThan(0);
    expect(withGenre.every((e) => (e.musicalGenresIds as string[]).includes(genre._id))).toBe(true);
  });

  it("matches nothing on a field no record has", async () => {
    expect(await rows("/events?noSuchField=1")).toEqual([]);
  });

  it("filters by range: dates as strings, numbers as numbers, and ne", async () => {
    const now = new Date().toISOString();
    const upcoming = await rows(`/events?startDate[gte]=${now}`);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => (e.startDate as string) >= now)).toBe(true);
    const past = await rows(`/events?startDate[lt]=${now}`);
    expect(past.length + upcoming.length).toBe((await rows("/events")).length);
    const cheap = await rows("/products?price[lte]=700");
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((p) => (p.price as number) <= 700)).toBe(true);
    expect((await rows("/products?price[gt]=9999")).every((p) => (p.price as number) > 9999)).toBe(true);
    const notPending = await rows("/user-validations?status[ne]=pending");
    expect(notPending.length).toBeGreaterThan(0);
    expect(notPending.some((v) => v.status === "pending")).toBe(false);
  });
});

describe("get, create, update, delete", () => {
  it("answers a record by id and 404 for an unknown id", async () => {
    const [table] = await rows("/tables?limit=1");
    expect(await (await call(`/tables/${table._id}`)).json()).toEqual(table);
    const missing = await call("/tables/000000000000000000000000");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Not found" });
  });

  it("creates with 201, an id and timestamps; updates by merging; deletes answering the deleted record", async () => {
    const createdResponse = await call("/tables", {
      method: "POST",
      json: { name: "Privé 99", code: "T99", maxReservations: 2 },
    });
    expect(createdResponse.status).toBe(201);
    const created = await createdResponse.json();
    expect(created).toMatchObject({ name: "Privé 99", code: "T99", maxReservations: 2 });
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(created.updatedAt).toBe(created.createdAt);

    const updated = await (
      await call(`/tables/${created._id}`, { method: "PUT", json: { description: "Vista console", _id: "x" } })
    ).json();
    expect(updated).toMatchObject({
      _id: created._id,
      name: "Privé 99",
      description: "Vista console",
      createdAt: created.createdAt,
    });

    const deleted = await call(`/tables/${created._id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await deleted.json())._id).toBe(created._id);
    expect((await call(`/tables/${created._id}`)).status).toBe(404);
  });

  it("refuses a duplicate key, case-insensitively, on create and on update", async () => {
    const created = await (await call("/musical-genres", { method: "POST", json: { name: "Italo disco" } })).json();
    const duplicate = await call("/musical-genres", { method: "POST", json: { name: "italo DISCO" } });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({ message: "Duplicate key error" });
    const renamed = await call(`/musical-genres/${created._id}`, { method: "PUT", json: { name: "House" } });
    expect(await renamed.json()).toEqual({ message: "Duplicate key error" });
    expect(
      (await call(`/musical-genres/${created._id}`, { method: "PUT", json: { description: "Anni 80" } })).status,
    ).toBe(200);
  });

  it("refuses a second identical collaborator role and accepts another role for the same person", async () => {
    const [existing] = await rows("/collaborators?limit=1");
    const same = { userId: existing.userId, discoId: existing.discoId, role: existing.role };
    expect(await (await call("/collaborators", { method: "POST", json: same })).json()).toEqual({
      message: "Duplicate key error",
    });
    const other = { ...same, role: existing.role === "bartender" ? "pr" : "bartender" };
    expect((await call("/collaborators", { method: "POST", json: other })).status).toBe(201);
  });

  it("refuses a record without its required fields", async () => {
    const nameless = await call("/galleries", { method: "POST", json: { order: 1 } });
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toEqual({ message: "name is required" });
    const priceless = await call("/ticket-releases", { method: "POST", json: { name: "Lotto", eventId: "e" } });
    expect(await priceless.json()).toEqual({ message: "price is required" });
  });

  it("refuses an event that does not end after it starts", async () => {
    // A night ninety days from now, 22:00 UTC, so the fixture never turns into the past.
    const day = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const at = (offsetDays: number, time: string) =>
      `${new Date(Date.parse(`${day}T00:00:00.000Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10)}T${time}.000Z`;
    const base = { name: "X", discoId: "d", startDate: at(0, "22:00:00") };
    for (const endDate of [at(0, "20:00:00"), at(0, "22:00:00")]) {
      const response = await call("/events", { method: "POST", json: { ...base, endDate } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "endDate must be after startDate" });
    }
    const ok = await call("/events", { method: "POST", json: { ...base, endDate: at(1, "04:00:00") } });
    expect(ok.status).toBe(201);
    const moved = await call(`/events/${(await ok.json())._id}`, {
      method: "PUT",
      json: { endDate: at(-1, "00:00:00") },
    });
    expect(await moved.json()).toEqual({ message: "endDate must be after startDate" });
  });

  it("hashes a password posted with a user and never echoes it", async () => {
    const response = await call("/users", {
      method: "POST",
      json: { email: "creato@example.test", password: "Creato-pass1", name: "C", role: "user" },
    });
    const user = await response.json();
    expect(response.status).toBe(201);
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(await rows("/users"))).not.toContain("passwordHash");
    const basic = `Basic ${Buffer.from("creato@example.test:Creato-pass1").toString("base64")}`;
    expect((await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })).status).toBe(200);
    const duplicate = await call("/users", { method: "POST", json: { email: "CREATO@example.test" } });
    expect(await duplicate.json()).toEqual({ message: "Duplicate key error" });
  });
});

describe("products by type", () => {
  it("serves generic and redemption products as views of products", async () => {
    const generic = await rows("/products/generic");
    const redemption = await rows("/products/redemption");
    expect(generic.length).toBeGreaterThan(0);
    expect(redemption.length).toBeGreaterThan(0);
    expect(generic.every((p) => p.type === "generic")).toBe(true);
    expect(redemption.every((p) => p.type === "redemption")).toBe(true);
    expect(generic.length + redemption.length).toBe((await rows("/products")).length);
    expect((await call(`/products/redemption/${redemption[0]._id}`)).status).toBe(200);
    expect((await call(`/products/generic/${redemption[0]._id}`)).status).toBe(404);
  });

  it("creates, updates and deletes under a view, keeping the view's type", async () => {
    const created = await (
      await call("/products/redemption", { method: "POST", json: { name: "Shot in promo", type: "generic" } })
    ).json();
    expect(created.type).toBe("redemption");
    const updated = await (
      await call(`/products/redemption/${created._id}`, { method: "PUT", json: { price: 300 } })
    ).json();
    expect(updated).toMatchObject({ type: "redemption", price: 300 });
    expect((await call(`/products/redemption/${created._id}`, { method: "DELETE" })).status).toBe(200);
  });
});

describe("robustness", () => {
  it("answers 404 to an unknown route and to a path that only looks like an object key", async () => {
    for (const pathname of ["/nope", "/constructor", "/__proto__", "/events/a/b/c", "/"]) {
      const response = await call(pathname);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found" });
    }
  });

  it("answers 400 to a body that is not a JSON object", async () => {
    for (const body of ["{not json", "[1,2]", "42"]) {
      const response = await call("/labels", { method: "POST", body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Invalid JSON body" });
    }
  });

  it("survives odd query parameters", async () => {
    const odd = "/events?sort=__proto__,-constructor&page=-3&limit=abc&toString=1&price[gte]=&q=%00";
    const response = await call(odd);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

describe("a record's filters and the gallery notification", () => {
  it("ignores filters on a read by id, as most REST APIs do: the back-office guards its own scope", async () => {
    const [event] = await rows("/events?limit=1&sort=startDate");
    expect((await call(`/events/${event._id}?discoId=${event.discoId}`)).status).toBe(200);
    const other = await call(`/events/${event._id}?discoId=another-venue`);
    expect(other.status).toBe(200);
    expect((await other.json())._id).toBe(event._id);
  });

  it("refuses a gallery notification before the event starts, and takes it after", async () => {
    const now = new Date().toISOString();
    const [upcoming] = await rows(`/events?startDate[gt]=${now}&limit=1`);
    const [started] = await rows(`/events?startDate[lt]=${now}&limit=1`);
    const notify = (eventId: string) =>
      call("/notification-logs", {
        method: "POST",
        json: { type: "gallery", eventId, title: "Foto", body: "Le foto" },
      });
    const early = await notify(upcoming._id);
    expect(early.status).toBe(400);
    expect((await early.json()).message).toBe("Event not started");
    expect((await notify(started._id)).status).toBe(201);
  });
});
