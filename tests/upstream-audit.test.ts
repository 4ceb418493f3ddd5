// The upstream client's write hook, watched by the audit trail (decision 022), against a real HTTP server on 127.0.0.1
// and a SQLite file of its own: each write a signed-in user's client makes is recorded with the record as the request
// read it, without another call; a failed write is recorded as failed and still fails; secrets are recorded only as
// changed.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const records: Record<string, Record<string, unknown>> = {
  "/vips/v1": { _id: "v1", name: "Anna", notes: "Prima", discoId: "club-1" },
  "/vips/v2": { _id: "v2", name: "Bruno", notes: "Prima", discoId: "club-1" },
};
const calls: string[] = [];
const server = http.createServer((req, res) => {
  const url = (req.url ?? "").split("?")[0]!;
  calls.push(`${req.method} ${url}`);
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    const send = (status: number, data: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(data));
    if (url === "/vips" && req.method === "POST") return send(201, { _id: "v9", ...JSON.parse(body) });
    if (url === "/vips/v2" && req.method === "PUT") return send(400, { message: "Duplicate key error" });
    const record = records[url];
    if (!record) return send(404, { message: "Not found" });
    if (req.method === "PUT") return send(200, { ...record, ...JSON.parse(body) });
    return send(200, record);
  });
});

let upstream: typeof import("~/core/upstream/upstream.server");
let store: typeof import("~/core/db/audit-store.server");
let audit: typeof import("~/core/audit/audit.server");
let db: typeof import("~/core/db/database.server");

const actor = { userId: "u1", email: "disco@demo.test", role: "disco", venueId: "club-1" };
const request = (id: string) =>
  new Request("http://app.test/vips", { method: "POST", body: new FormData(), headers: { "x-request-id": id } });

async function entriesOf(requestId: string) {
  const { entries } = await store.listAuditEntries(await db.database(), {}, { limit: 100, offset: 0 });
  return entries.filter((entry) => entry.requestId === requestId);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.DATABASE_FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "audit-client-")), "audit.sqlite");
  delete process.env.DATABASE_URL;
  upstream = await import("~/core/upstream/upstream.server");
  store = await import("~/core/db/audit-store.server");
  audit = await import("~/core/audit/audit.server");
  db = await import("~/core/db/database.server");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the upstream client's audit trail", () => {
  it("records an update with the record as the request read it, and reads nothing more", async () => {
    const api = upstream.upstreamClient(request("req-update"), "token", audit.auditTrailFor(actor));
    await api.get("/vips/v1", { discoId: "club-1" });
    calls.length = 0;
    await api.put("/vips/v1", { name: "Anna", notes: "Dopo" });
    expect(calls).toEqual(["PUT /vips/v1"]);
    const [entry] = await entriesOf("req-update");
    expect(entry).toMatchObject({
      userEmail: "disco@demo.test",
      venueId: "club-1",
      method: "PUT",
      entity: "vips",
      entityId: "v1",
      action: "update",
      outcome: "ok",
      changes: [{ field: "notes", before: "Prima", after: "Dopo" }],
    });
  });

  it("reads the record first when the request had not, and records a create with its new id", async () => {
    const api = upstream.upstreamClient(request("req-create"), "token", audit.auditTrailFor(actor));
    calls.length = 0;
    await api.remove("/vips/v1");
    await api.post("/vips", { name: "Carla", password: "segreta-123" });
    expect(calls).toEqual(["GET /vips/v1", "DELETE /vips/v1", "POST /vips"]);
    const entries = await entriesOf("req-create");
    const created = entries.find((entry) => entry.action === "create")!;
    expect(created.entityId).toBe("v9");
    expect(created.changes).toEqual([
      { field: "name", before: null, after: "Carla" },
      { field: "password", secret: true },
    ]);
    expect(JSON.stringify(entries)).not.toContain("segreta-123");
    expect(entries.find((entry) => entry.action === "delete")!.changes).toContainEqual({
      field: "name",
      before: "Anna",
      after: null,
    });
  });

  it("records a refused write as failed, and the write still fails", async () => {
    const api = upstream.upstreamClient(request("req-refused"), "token", audit.auditTrailFor(actor));
    await expect(api.put("/vips/v2", { name: "House" })).rejects.toMatchObject({ status: 400 });
    const [entry] = await entriesOf("req-refused");
    expect(entry).toMatchObject({ outcome: "failed", status: 400, error: "Duplicate key error" });
  });

  it("records nothing for a client without a signed-in user", async () => {
    const api = upstream.upstreamClient(request("req-anonymous"), "token");
    await api.put("/vips/v1", { notes: "Ancora" });
    expect(await entriesOf("req-anonymous")).toEqual([]);
  });
});
