// The mock upstream's endpoints outside the generic contract: KPI dashboard, unread views, chats, uploads, avatar.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

let mock: MockUpstream;
let dataDir: string;
let auth: string;

function call(
  pathname: string,
  init: { method?: string; json?: unknown; auth?: string | null; body?: Blob; type?: string } = {},
) {
  const headers = new Headers();
  const authorization = init.auth === undefined ? auth : init.auth;
  if (authorization) headers.set("Authorization", authorization);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  if (init.type) headers.set("Content-Type", init.type);
  return fetch(`${mock.url}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    signal: AbortSignal.timeout(10_000),
  });
}

async function signIn(email: string) {
  const basic = `Basic ${Buffer.from(`${email}:Demo-pass1`).toString("base64")}`;
  const body = await (await call("/auth", { method: "POST", auth: basic })).json();
  return { auth: `Bearer ${body.token}`, user: body.user };
}

const md5 = (text: string) => crypto.createHash("md5").update(text).digest("hex");

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-special-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  auth = (await signIn("admin@demo.test")).auth;
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("KPI dashboard", () => {
  it("answers totals and one point per day of the range, the totals summing the points", async () => {
    const { user } = await signIn("disco@demo.test");
    const to = new Date();
    const from = new Date(to.getTime() - 13 * 86400000);
    const query = `discoId=${user.discoId}&from=${from.toISOString().slice(0, 10)}&to=${to.toISOString()}`;
    const response = await call(`/events/kpi/dashboard?${query}`);
    expect(response.status).toBe(200);
    const { totals, series } = await response.json();
    expect(series).toHaveLength(14);
    expect(series[0]).toEqual({
      date: from.toISOString().slice(0, 10),
      ticketsSold: expect.any(Number),
      revenue: expect.any(Number),
      reservations: expect.any(Number),
      orders: expect.any(Number),
      followers: expect.any(Number),
    });
    for (const key of ["ticketsSold", "revenue", "reservations", "orders"] as const) {
      expect(totals[key]).toBe(series.reduce((sum: number, point: Record<string, number>) => sum + point[key], 0));
    }
    expect(totals.orders).toBeGreaterThan(0);
    expect(totals.followers).toBeGreaterThan(0);
  });

  it("counts the venue's new followers per day and all of its followers in the totals", async () => {
    const { user } = await signIn("disco@demo.test");
    const to = new Date();
    const from = new Date(to.getTime() - 365 * 86400000);
    const range = `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
    const body = await (await call(`/events/kpi/dashboard?discoId=${user.discoId}&${range}`)).json();
    const followers: { createdAt: string }[] = await (
      await call(`/followers?discoId=${user.discoId}&limit=1000`)
    ).json();
    const inRange = followers.filter((f) => f.createdAt.slice(0, 10) >= from.toISOString().slice(0, 10));
    const perDay = body.series.reduce((sum: number, point: { followers: number }) => sum + point.followers, 0);
    expect(perDay).toBe(inRange.length);
    expect(perDay).toBeGreaterThan(0);
    expect(body.totals.followers).toBe(followers.length);
  });

  it("answers sales per release and reservations per status, keeping totals and series", async () => {
    const { user } = await signIn("disco@demo.test");
    const body = await (await call(`/events/kpi/dashboard?discoId=${user.discoId}`)).json();
    expect(Object.keys(body).sort()).toEqual(["byRelease", "reservationsByStatus", "series", "totals"]);
    expect(body.series).toHaveLength(30);
    expect(body.byRelease.length).toBeGreaterThan(0);
    for (const release of body.byRelease) {
      expect(release).toMatchObject({
        releaseId: expect.any(String),
        name: expect.any(String),
        sold: expect.any(Number),
        maxTickets: expect.any(Number),
        revenue: expect.any(Number),
      });
      expect(release.sold).toBeLessThanOrEqual(release.maxTickets);
    }
    const counts = Object.values(body.reservationsByStatus) as number[];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(body.totals.reservations);
  });

  it("restricts to one event with eventId: all of its releases, its reservations and orders only", async () => {
    const { user } = await signIn("disco@demo.test");
    const reservations: { eventId: string; createdAt: string }[] = await (
      await call(`/reservations?discoId=${user.discoId}&limit=200`)
    ).json();
    const eventId = reservations[0].eventId;
    const to = new Date();
    const from = new Date(to.getTime() - 100 * 86400000);
    const range = `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
    const one = await (await call(`/events/kpi/dashboard?eventId=${eventId}&${range}`)).json();
    const all = await (await call(`/events/kpi/dashboard?discoId=${user.discoId}&${range}`)).json();
    const releases: { _id: string; soldTickets: number; price: number }[] = await (
      await call(`/ticket-releases?eventId=${eventId}&limit=100`)
    ).json();
    expect(one.byRelease.map((r: { releaseId: string }) => r.releaseId).sort()).toEqual(
      releases.map((r) => r._id).sort(),
    );
    for (const release of releases) {
      const row = one.byRelease.find((r: { releaseId: string }) => r.releaseId === release._id);
      expect(row.sold).toBe(release.soldTickets);
      expect(row.revenue).toBe(release.soldTickets * release.price);
    }
    const ofEvent = reservations.filter(
      (r) => r.eventId === eventId && r.createdAt.slice(0, 10) >= from.toISOString().slice(0, 10),
    );
    expect(one.totals.reservations).toBe(ofEvent.length);
    const counts = Object.values(one.reservationsByStatus) as number[];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(one.totals.reservations);
    expect(one.totals.orders).toBeLessThanOrEqual(all.totals.orders);
    expect(one.totals.reservations).toBeLessThan(all.totals.reservations);
  });

  it("answers empty breakdowns for an event that does not exist", async () => {
    const body = await (await call("/events/kpi/dashboard?eventId=000000000000000000000000")).json();
    expect(body.byRelease).toEqual([]);
    expect(body.reservationsByStatus).toEqual({});
    expect(body.totals).toMatchObject({ ticketsSold: 0, revenue: 0, reservations: 0, orders: 0 });
  });

  it("answers 400 to a date it cannot read and 401 without a bearer", async () => {
    expect((await call("/events/kpi/dashboard?from=yesterday")).status).toBe(400);
    expect((await call("/events/kpi/dashboard", { auth: null })).status).toBe(401);
  });
});

describe("views", () => {
  it("lists unread ids of an entity type and drops one once it is viewed", async () => {
    const unread: string[] = await (await call("/views/toread?entityType=feedbacks")).json();
    expect(unread.length).toBeGreaterThanOrEqual(25);
    const { user } = await signIn("admin@demo.test");
    const viewed = await call("/views", {
      method: "POST",
      json: { userId: user._id, entityId: unread[0], entityType: "feedbacks" },
    });
    expect(viewed.status).toBe(201);
    const after: string[] = await (await call("/views/toread?entityType=feedbacks")).json();
    expect(after).not.toContain(unread[0]);
    expect(after).toHaveLength(unread.length - 1);
  });

  it("answers 400 to an entity type that has no views", async () => {
    expect((await call("/views/toread?entityType=tokens")).status).toBe(400);
  });
});

describe("chats", () => {
  it("opens a chat, lists it newest first, marks it read and connects an employee", async () => {
    const other = await signIn("user@demo.test");
    const created = await call("/chats", { method: "POST", json: { participantsIds: [other.user._id] } });
    expect(created.status).toBe(201);
    const chat = await created.json();
    expect(chat).toMatchObject({ status: "waiting", participantsIds: [other.user._id] });
    expect(chat.participants).toEqual([{ _id: other.user._id, name: "Valentina", surname: "Costa", role: "user" }]);

    const theirs = await (await call("/chats?sort=-updatedAt", { auth: other.auth })).json();
    expect(theirs[0]._id).toBe(chat._id);
    expect(await (await call("/chats/toread", { auth: other.auth })).json()).toContain(chat._id);
    expect((await call(`/chats/${chat._id}/read`, { method: "PATCH", auth: other.auth })).status).toBe(200);
    expect(await (await call("/chats/toread", { auth: other.auth })).json()).not.toContain(chat._id);

    const connected = await call(`/connections/${chat._id}`, { method: "POST", json: { employeeId: other.user._id } });
    expect(await connected.json()).toMatchObject({
      status: "active",
      employeeId: other.user._id,
      employeeName: "Valentina Costa",
    });
  });

  it("answers 404 to reading a chat that does not exist", async () => {
    expect((await call("/chats/000000000000000000000000/read", { method: "PATCH" })).status).toBe(404);
    expect((await call("/chats/000000000000000000000000/messages")).status).toBe(404);
    expect((await call("/connections/000000000000000000000000", { method: "POST", json: {} })).status).toBe(404);
  });

  it("counts and filters the list, and answers one chat whatever its URL's filters say", async () => {
    const { user } = await signIn("disco@demo.test");
    const response = await call(`/chats?discoId=${user.discoId}&count=true&limit=2`);
    const rows = await response.json();
    expect(Number(response.headers.get("odin-count"))).toBeGreaterThan(2);
    expect(rows).toHaveLength(2);
    expect(rows.every((row: { discoId: string }) => row.discoId === user.discoId)).toBe(true);
    expect(rows[0].updatedAt >= rows[1].updatedAt).toBe(true);
    expect(rows[0].discoName).toBe("Demo Club Milano");
    const other = (await (await call("/chats?limit=100")).json()).find(
      (row: { discoId?: string }) => row.discoId && row.discoId !== user.discoId,
    );
    expect((await call(`/chats/${rows[0]._id}?discoId=${user.discoId}`)).status).toBe(200);
    // Filters on a read by id are ignored, as most REST APIs ignore them: the back-office guards its own scope.
    expect((await call(`/chats/${other._id}?discoId=${user.discoId}`)).status).toBe(200);
  });

  it("counts as unread only the chats the caller takes part in, within the filters", async () => {
    const disco = await signIn("disco@demo.test");
    const customer = await signIn("user@demo.test");
    const own = await (
      await call("/chats", {
        method: "POST",
        auth: customer.auth,
        json: { participantsIds: [customer.user._id, disco.user._id], discoId: disco.user.discoId },
      })
    ).json();
    const elsewhere = await (
      await call("/chats", { method: "POST", auth: customer.auth, json: { participantsIds: [customer.user._id] } })
    ).json();
    const unread = await (await call(`/chats/toread?discoId=${disco.user.discoId}`, { auth: disco.auth })).json();
    expect(unread).toContain(own._id);
    expect(unread).not.toContain(elsewhere._id);
    expect(await (await call("/chats/toread", { auth: customer.auth })).json()).not.toContain(own._id);
  });

  it("keeps a chat's messages oldest first; a new one makes the chat unread for the others and newest", async () => {
    const disco = await signIn("disco@demo.test");
    const customer = await signIn("user@demo.test");
    const chat = await (
      await call("/chats", {
        method: "POST",
        auth: disco.auth,
        json: { participantsIds: [customer.user._id, disco.user._id], discoId: disco.user.discoId },
      })
    ).json();
    expect(await (await call(`/chats/${chat._id}/messages`)).json()).toEqual([]);
    const first = await call(`/chats/${chat._id}/messages`, {
      method: "POST",
      auth: disco.auth,
      json: { text: "Ciao" },
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ chatId: chat._id, senderId: disco.user._id, text: "Ciao" });
    await call(`/chats/${chat._id}/messages`, { method: "POST", auth: customer.auth, json: { text: "Salve" } });
    const messages = await (await call(`/chats/${chat._id}/messages`)).json();
    expect(messages.map((message: { text: string }) => message.text)).toEqual(["Ciao", "Salve"]);
    expect(await (await call("/chats/toread", { auth: disco.auth })).json()).toContain(chat._id);
    const newest = (await (await call(`/chats?discoId=${disco.user.discoId}&limit=1`)).json())[0];
    expect(newest).toMatchObject({ _id: chat._id, lastMessage: { text: "Salve", senderName: "Valentina Costa" } });
    expect(
      (await call(`/chats/${chat._id}/messages`, { method: "POST", auth: disco.auth, json: { text: " " } })).status,
    ).toBe(400);
  });

  it("refuses participants, venues and employees that do not exist, and any change to a closed chat", async () => {
    const nobody = "000000000000000000000000";
    expect((await call("/chats", { method: "POST", json: { participantsIds: [nobody] } })).status).toBe(400);
    const { user } = await signIn("user@demo.test");
    const venueless = await call("/chats", { method: "POST", json: { participantsIds: [user._id], discoId: nobody } });
    expect(await venueless.json()).toEqual({ message: "discoId must name a venue" });
    const chat = await (await call("/chats", { method: "POST", json: { participantsIds: [user._id] } })).json();
    const wrong = await call(`/connections/${chat._id}`, { method: "POST", json: { employeeId: nobody } });
    expect(await wrong.json()).toEqual({ message: "employeeId must name a user" });
    const closed = (await (await call("/chats?status=closed&limit=1")).json())[0];
    expect((await call(`/connections/${closed._id}`, { method: "POST", json: {} })).status).toBe(400);
    const reply = await call(`/chats/${closed._id}/messages`, { method: "POST", json: { text: "Ancora?" } });
    expect(await reply.json()).toEqual({ message: "Chat closed" });
  });
});

describe("uploads", () => {
  const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const png = new Blob([bytes]);

  it("stores an accepted file and serves its bytes back without a bearer", async () => {
    const response = await call("/uploads?filename=locandina.png", { method: "POST", body: png, type: "image/png" });
    expect(response.status).toBe(201);
    const upload = await response.json();
    expect(upload).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: `/uploads/${upload._id}/file`,
      filename: "locandina.png",
      contentType: "image/png",
      size: bytes.length,
    });
    const file = await call(upload.url, { auth: null });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it("accepts the office and PDF types of spec section 5, converting office documents as a job", async () => {
    const types: Record<string, [string, number]> = {
      "contratto.pdf": ["application/pdf", 201],
      "listino.xlsx": ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", 202],
      "foto.heic": ["image/heic", 201],
    };
    for (const [filename, [type, status]] of Object.entries(types)) {
      expect((await call(`/uploads?filename=${filename}`, { method: "POST", body: png, type })).status).toBe(status);
    }
  });

  it("refuses another type, or an extension that does not match the content type", async () => {
    for (const [filename, type] of [
      ["virus.exe", "application/octet-stream"],
      ["foto.png", "application/pdf"],
      ["senza-estensione", "image/png"],
    ]) {
      const response = await call(`/uploads?filename=${filename}`, { method: "POST", body: png, type });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Unsupported file type" });
    }
  });

  it("needs a bearer to upload", async () => {
    expect(
      (await call("/uploads?filename=a.png", { method: "POST", body: png, type: "image/png", auth: null })).status,
    ).toBe(401);
  });
});

describe("avatar", () => {
  it("answers an SVG for the admin's email hash, without a bearer", async () => {
    const response = await call(`/avatar/${md5("admin@demo.test")}`, { auth: null });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toContain("<svg");
  });

  it("answers 404 for any other hash", async () => {
    expect((await call(`/avatar/${md5("disco@demo.test")}`, { auth: null })).status).toBe(404);
    expect((await call("/avatar/not-a-hash", { auth: null })).status).toBe(404);
  });
});
