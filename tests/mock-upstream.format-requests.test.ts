// The mock upstream's format requests (spec section 4): sending notifies the format, accepting creates the event, and
// a request changes status once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

type Row = Record<string, unknown> & { _id: string };

/** The requested night: ninety days from today (yyyy-MM-dd), so it stays in the future whenever the suite runs. */
const startDay = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

let mock: MockUpstream;
let dataDir: string;
let admin: string;
let disco: { auth: string; user: Row };
let format: { auth: string; user: Row };

function call(pathname: string, init: { method?: string; json?: unknown; auth?: string } = {}) {
  const headers = new Headers({ Authorization: init.auth ?? admin });
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
  return { auth: `Bearer ${body.token}`, user: body.user as Row };
}

async function rows(pathname: string): Promise<Row[]> {
  const response = await call(pathname);
  expect(response.status).toBe(200);
  return response.json();
}

async function send(eventName: string) {
  const response = await call("/format-requests", {
    method: "POST",
    auth: disco.auth,
    json: {
      formatId: format.user.discoId,
      discoId: disco.user.discoId,
      eventName,
      startDate: startDay,
      note: "Due sale",
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Row;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-format-requests-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  admin = (await signIn("admin@demo.test")).auth;
  disco = await signIn("disco@demo.test");
  format = await signIn("format@demo.test");
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("seeded format requests", () => {
  it("carry every status, the names of format and venue, and filter by status", async () => {
    const all = await rows("/format-requests");
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(["pending", "accepted", "rejected"]));
    for (const row of all)
      expect(row).toMatchObject({
        formatId: expect.any(String),
        formatName: expect.any(String),
        discoName: expect.any(String),
        eventName: expect.any(String),
      });
    const pending = await rows("/format-requests?status=pending");
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((row) => row.status === "pending")).toBe(true);
    const mine = await rows(`/format-requests?formatId=${format.user.discoId}`);
    expect(mine.length).toBeGreaterThan(0);
  });
});

describe("sending a request", () => {
  it("creates it pending, with the names filled in, whatever status was sent", async () => {
    const response = await call("/format-requests", {
      method: "POST",
      auth: disco.auth,
      json: {
        formatId: format.user.discoId,
        discoId: disco.user.discoId,
        eventName: "Notte di prova",
        startDate: startDay,
        status: "accepted",
      },
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      status: "pending",
      formatName: "Sabato Italiano Tour",
      discoName: "Demo Club Milano",
      eventName: "Notte di prova",
    });
    expect(created.eventId).toBeUndefined();
  });

  it("notifies the format for approval", async () => {
    const created = await send("Notte da notificare");
    const logs = await rows(`/notification-logs?formatRequestId=${created._id}`);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      recipientId: format.user.discoId,
      recipientName: "Sabato Italiano Tour",
      sentBy: "disco@demo.test",
      discoId: disco.user.discoId,
    });
    expect(String(logs[0].body)).toContain("Notte da notificare");
  });

  it("refuses a request without a format, a venue, a name or a start, or addressed to a club", async () => {
    const base = {
      formatId: format.user.discoId,
      discoId: disco.user.discoId,
      eventName: "X",
      startDate: startDay,
    };
    for (const missing of ["formatId", "discoId", "eventName", "startDate"]) {
      const response = await call("/format-requests", { method: "POST", json: { ...base, [missing]: "" } });
      expect(response.status, missing).toBe(400);
      expect(await response.json()).toEqual({ message: `${missing} is required` });
    }
    const toClub = await call("/format-requests", { method: "POST", json: { ...base, formatId: disco.user.discoId } });
    expect(toClub.status).toBe(400);
    expect(await toClub.json()).toEqual({ message: "formatId must be a format" });
    const badDate = await call("/format-requests", { method: "POST", json: { ...base, startDate: "domani" } });
    expect(badDate.status).toBe(400);
  });
});

describe("deciding a request", () => {
  it("creates the event on acceptance and answers its id", async () => {
    const created = await send("Serata accettata");
    const before = Date.now();
    const response = await call(`/format-requests/${created._id}`, {
      method: "PUT",
      auth: format.auth,
      json: { status: "accepted" },
    });
    expect(response.status).toBe(200);
    const accepted = await response.json();
    expect(accepted).toMatchObject({ status: "accepted", eventId: expect.any(String), eventName: "Serata accettata" });

    const event = await (await call(`/events/${accepted.eventId}`)).json();
    expect(event).toMatchObject({
      name: "Serata accettata",
      discoId: disco.user.discoId,
      discoName: "Demo Club Milano",
      format: format.user.discoId,
      startDate: `${startDay}T00:00:00.000Z`,
      endDate: `${startDay}T06:00:00.000Z`,
      minCustomerAge: 18,
      productTypes: ["base", "premium", "table"],
      isFestival: false,
      hideOnApp: false,
      sendRecapOrderTicketToEmail: true,
    });
    expect(Date.parse(event.startVisibilityDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(event.startVisibilityDate)).toBeLessThanOrEqual(Date.now() + 1000);
    const stored = await (await call(`/format-requests/${created._id}`)).json();
    expect(stored.eventId).toBe(accepted.eventId);
  });

  it("rejects without creating an event", async () => {
    const created = await send("Serata rifiutata");
    const eventsBefore = (await rows("/events")).length;
    const response = await call(`/format-requests/${created._id}`, { method: "PUT", json: { status: "rejected" } });
    expect(response.status).toBe(200);
    const rejected = await response.json();
    expect(rejected.status).toBe("rejected");
    expect(rejected.eventId).toBeUndefined();
    expect(await rows("/events")).toHaveLength(eventsBefore);
  });

  it("answers 400 'Request already processed' to a second decision, and keeps the first", async () => {
    const created = await send("Serata decisa due volte");
    await call(`/format-requests/${created._id}`, { method: "PUT", json: { status: "accepted" } });
    const eventsBefore = (await rows("/events")).length;
    for (const status of ["rejected", "pending"]) {
      const again = await call(`/format-requests/${created._id}`, { method: "PUT", json: { status } });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ message: "Request already processed" });
    }
    const stored = await (await call(`/format-requests/${created._id}`)).json();
    expect(stored.status).toBe("accepted");
    expect(await rows("/events")).toHaveLength(eventsBefore);
  });

  it("refuses a status that does not exist", async () => {
    const created = await send("Serata con stato strano");
    const response = await call(`/format-requests/${created._id}`, { method: "PUT", json: { status: "approved" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "status must be one of pending, accepted, rejected" });
  });

  it("lets a pending request be withdrawn", async () => {
    const created = await send("Serata ritirata");
    expect((await call(`/format-requests/${created._id}`, { method: "DELETE", auth: disco.auth })).status).toBe(200);
    expect((await call(`/format-requests/${created._id}`)).status).toBe(404);
  });
});
