// The mock upstream's people (spec sections 3 and 4): users in every state with their identity-check state and their
// collaborating venues, identity checks decided once (else 400), and the sample document pictures.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

type Row = Record<string, unknown> & { _id: string };

let mock: MockUpstream;
let dataDir: string;
let admin: string;

function call(pathname: string, init: { method?: string; json?: unknown; auth?: string | null } = {}) {
  const headers = new Headers();
  if (init.auth !== null) headers.set("Authorization", init.auth ?? admin);
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

async function put(pathname: string, json: unknown) {
  const response = await call(pathname, { method: "PUT", json });
  return { status: response.status, body: (await response.json()) as Row & { message?: string } };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-people-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  const basic = `Basic ${Buffer.from("admin@demo.test:Demo-pass1").toString("base64")}`;
  const body = await (await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })).json();
  admin = `Bearer ${body.token}`;
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("seeded users", () => {
  it("come in every state: enabled or not, confirmed or not, minors, collaborating somewhere, each identity-check state", async () => {
    const all = await rows("/users?limit=1000");
    expect(new Set(all.map((user) => user.isEnabled))).toEqual(new Set([true, false]));
    expect(new Set(all.map((user) => user.confirmedUser))).toEqual(new Set([true, false]));
    expect(new Set(all.map((user) => user.validationStatus))).toEqual(
      new Set(["pending", "approved", "rejected", "none"]),
    );
    expect(all.some((user) => (user.collaboratingDiscos as unknown[]).length > 1)).toBe(true);
    const [bruno] = await rows("/users?q=alessandro.bruno.5");
    expect(String(bruno.birthDate) > new Date(Date.now() - 18 * 365.25 * 86400000).toISOString().slice(0, 10)).toBe(
      true,
    );
    expect(bruno.collaboratingDiscos).toEqual([
      expect.objectContaining({
        role: "galley_attendant",
        disco: expect.objectContaining({ name: "Demo Club Milano" }),
      }),
    ]);
  });

  it("filter by identity-check state", async () => {
    for (const status of ["pending", "approved", "rejected", "none"]) {
      const found = await rows(`/users?validationStatus=${status}&limit=1000`);
      expect(found.length, status).toBeGreaterThan(0);
      expect(found.every((user) => user.validationStatus === status)).toBe(true);
    }
  });
});

describe("identity checks", () => {
  it("are seeded in every state, each with a selfie and both sides of the document that load without a bearer", async () => {
    const all = await rows("/user-validations?limit=1000");
    expect(new Set(all.map((check) => check.status))).toEqual(new Set(["pending", "approved", "rejected"]));
    for (const check of all)
      for (const field of ["identSelfie", "identDocFront", "identDocBack"])
        expect(check[field]).toMatch(/^\/sample-documents\/(selfie|front|back)\/\d+\.svg$/);
    const picture = await call(String(all[0].identDocFront), { auth: null });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/svg+xml");
    expect(await picture.text()).toContain("<svg");
    expect((await call("/sample-documents/passport/1.svg", { auth: null })).status).toBe(404);
  });

  it("are decided once: pending to approved, then no other change; the user's state follows", async () => {
    const [check] = await rows("/user-validations?identDocNumber=AV1000001");
    expect(check.status).toBe("pending");
    expect((await rows(`/users?_id=${check.userId}`))[0].validationStatus).toBe("pending");

    const approved = await put(`/user-validations/${check._id}`, { status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("approved");
    expect((await rows(`/users?_id=${check.userId}`))[0].validationStatus).toBe("approved");

    for (const status of ["rejected", "pending"]) {
      const refused = await put(`/user-validations/${check._id}`, { status });
      expect(refused).toEqual({ status: 400, body: { message: "Validation already processed" } });
    }
    expect((await rows(`/user-validations?_id=${check._id}`))[0].status).toBe("approved");
  });

  it("refuse an unknown status and start pending", async () => {
    const [check] = await rows("/user-validations?identDocNumber=AV1000002");
    expect(await put(`/user-validations/${check._id}`, { status: "maybe" })).toEqual({
      status: 400,
      body: { message: "status must be one of pending, approved, rejected" },
    });
    const rejected = await put(`/user-validations/${check._id}`, { status: "rejected" });
    expect(rejected.body.status).toBe("rejected");

    const created = await call("/user-validations", {
      method: "POST",
      json: { userId: check.userId, identDocNumber: "NEW1" },
    });
    expect(created.status).toBe(201);
    expect((await created.json()).status).toBe("pending");
    expect((await rows(`/users?_id=${check.userId}`))[0].validationStatus).toBe("pending");
    const decided = await call("/user-validations", {
      method: "POST",
      json: { userId: check.userId, status: "approved" },
    });
    expect(decided.status).toBe(400);
  });
});

describe("a user's collaborating venues", () => {
  it("are replaced by a write that names them, kept by one that does not, and refused twice the same", async () => {
    const [user] = await rows("/users?q=alessandro.bruno.5");
    const [venue] = await rows("/discos?q=Villa Notte Roma");
    const pairs = [
      ...(user.collaboratingDiscos as { discoId: string; role: string }[]).map(({ discoId, role }) => ({
        discoId,
        role,
      })),
      { discoId: venue._id, role: "pr" },
    ];
    const saved = await put(`/users/${user._id}`, { collaboratingDiscos: pairs });
    expect(saved.status).toBe(200);
    expect((saved.body.collaboratingDiscos as Row[]).map(({ discoId, role }) => ({ discoId, role }))).toEqual(pairs);
    const collaborators = await rows(`/collaborators?userId=${user._id}`);
    expect(collaborators.map((row) => row.role).sort()).toEqual(["galley_attendant", "pr"]);

    const untouched = await put(`/users/${user._id}`, { address: "Via Roma 1" });
    expect((untouched.body.collaboratingDiscos as Row[]).length).toBe(2);
    expect(untouched.body.validationStatus).toBe(user.validationStatus);

    expect(await put(`/users/${user._id}`, { collaboratingDiscos: [pairs[1], pairs[1]] })).toEqual({
      status: 400,
      body: { message: "Duplicate key error" },
    });
    const cleared = await put(`/users/${user._id}`, { collaboratingDiscos: [pairs[1]] });
    expect((cleared.body.collaboratingDiscos as Row[]).map((row) => row.role)).toEqual(["pr"]);
    expect(await rows(`/collaborators?userId=${user._id}`)).toHaveLength(1);
  });

  it("become collaborator records when a user is created with them; validationStatus is not written by the caller", async () => {
    const [venue] = await rows("/discos?q=Demo Club Milano");
    const response = await call("/users", {
      method: "POST",
      json: {
        email: "nuovo.collaboratore@example.test",
        name: "Nuovo",
        surname: "Collaboratore",
        role: "user",
        validationStatus: "approved",
        collaboratingDiscos: [{ discoId: venue._id, role: "bartender" }],
      },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Row;
    expect(created.validationStatus).toBe("none");
    expect(created.collaboratingDiscos).toEqual([expect.objectContaining({ discoId: venue._id, role: "bartender" })]);
    expect(await rows(`/collaborators?userId=${created._id}`)).toEqual([
      expect.objectContaining({ role: "bartender", userName: "Nuovo Collaboratore", discoName: "Demo Club Milano" }),
    ]);
  });
});
