// The mock upstream's notification logs (spec sections 3 and 5) and unread views (section 7): who a notification
// reaches is counted by the upstream, the sender is the bearer's owner, and viewing twice is one view.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

let mock: MockUpstream;
let dataDir: string;
let admin: string;
let disco: { auth: string; user: { _id: string; discoId: string } };

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

async function count(pathname: string): Promise<number> {
  const response = await call(`${pathname}${pathname.includes("?") ? "&" : "?"}count=true&limit=1`);
  return Number(response.headers.get("odin-count"));
}

async function signIn(email: string) {
  const basic = `Basic ${Buffer.from(`${email}:Demo-pass1`).toString("base64")}`;
  const body = await (await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })).json();
  return { auth: `Bearer ${body.token}`, user: body.user };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-notifications-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  admin = (await signIn("admin@demo.test")).auth;
  disco = await signIn("disco@demo.test");
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("notification logs", () => {
  it("sends to a venue's followers: the upstream counts them and names the sender, whatever the body says", async () => {
    const followers = await count(`/followers?discoId=${disco.user.discoId}`);
    expect(followers).toBeGreaterThan(0);
    const response = await call("/notification-logs", {
      method: "POST",
      auth: disco.auth,
      json: {
        title: "Stasera",
        body: "Porte aperte alle 23",
        discoId: disco.user.discoId,
        audience: "followers",
        recipients: 1,
        sentBy: "someone@else.test",
      },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      audience: "followers",
      recipients: followers,
      sentBy: "disco@demo.test",
      sentByName: "Marco Bianchi",
      discoName: "Demo Club Milano",
    });
  });

  it("sends to all the enabled app users, with no venue", async () => {
    const users = await count("/users?role=user&isEnabled=true");
    const response = await call("/notification-logs", {
      method: "POST",
      json: { title: "Novità", body: "Scopri gli eventi", audience: "all", discoId: "ignored" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      audience: "all",
      discoId: null,
      recipients: users,
      sentBy: "admin@demo.test",
    });
  });

  it("lists the newest first by default", async () => {
    const logs = await (await call("/notification-logs?limit=2")).json();
    expect(logs[0].title).toBe("Novità");
    expect(logs[1].title).toBe("Stasera");
  });

  it("refuses a notification without a title or body, to an unknown audience or to no venue", async () => {
    const refused = async (json: unknown) => {
      const response = await call("/notification-logs", { method: "POST", json });
      expect(response.status).toBe(400);
      return (await response.json()).message;
    };
    expect(await refused({ body: "x", audience: "all" })).toBe("title is required");
    expect(await refused({ title: "x", body: "  ", audience: "all" })).toBe("body is required");
    expect(await refused({ title: "x", body: "y", audience: "everyone" })).toBe(
      "audience must be one of all, followers",
    );
    expect(await refused({ title: "x", body: "y", audience: "followers", discoId: "000000000000000000000000" })).toBe(
      "discoId must name a venue",
    );
  });
});

describe("views", () => {
  it("keeps one view however often an item is opened", async () => {
    const unread: string[] = await (await call("/views/toread?entityType=reportings")).json();
    const view = { entityId: unread[0], entityType: "reportings" };
    const first = await (await call("/views", { method: "POST", json: view })).json();
    const again = await call("/views", { method: "POST", json: view });
    expect(again.status).toBe(201);
    expect((await again.json())._id).toBe(first._id);
    const after: string[] = await (await call("/views/toread?entityType=reportings")).json();
    expect(after).toHaveLength(unread.length - 1);
  });
});
