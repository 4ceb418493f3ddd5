// The mock upstream's store: seeded on first start, written atomically, kept across restarts, flushed on SIGTERM,
// and the command-line entry prints one ready line.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

let mock: MockUpstream;
let dataDir: string;

const storeFile = () => path.join(dataDir, "store.json");
const readStore = () => JSON.parse(fs.readFileSync(storeFile(), "utf8"));
const strayFiles = () => fs.readdirSync(dataDir).filter((file) => file !== "store.json" && file !== "uploads");

async function adminAuth(url: string) {
  const basic = `Basic ${Buffer.from("admin@demo.test:Demo-pass1").toString("base64")}`;
  const response = await fetch(`${url}/auth`, {
    method: "POST",
    headers: { Authorization: basic },
    signal: AbortSignal.timeout(10_000),
  });
  return `Bearer ${(await response.json()).token}`;
}

function post(url: string, pathname: string, auth: string, body: unknown) {
  return fetch(`${url}${pathname}`, {
    method: "POST",
    headers: { Authorization: auth, "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Polls until the condition holds, for at most `ms`: writes are coalesced, so they land a little later. */
async function eventually(condition: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-store-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("store", () => {
  it("seeds an empty data directory with a complete JSON store of every collection", () => {
    const data = readStore();
    for (const name of ["users", "discos", "events", "ticket-releases", "collaborators", "orders", "tokens"]) {
      expect(Array.isArray(data[name])).toBe(true);
    }
    expect(data.users.find((u: { email: string }) => u.email === "admin@demo.test")).toBeDefined();
    expect(strayFiles()).toEqual([]);
  });

  it("writes a change to disk shortly after it, atomically, leaving no temp file", async () => {
    const auth = await adminAuth(mock.url);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(mock.url, "/labels", auth, { name: `Etichetta scritta ${i}` })),
    );
    // Every read along the way must parse: a reader never sees a half-written file.
    await eventually(
      () => readStore().labels.filter((l: { name: string }) => l.name.startsWith("Etichetta scritta")).length === 20,
    );
    expect(strayFiles()).toEqual([]);
  });

  it("keeps its data across a restart on the same data directory", async () => {
    const auth = await adminAuth(mock.url);
    await post(mock.url, "/musical-genres", auth, { name: "Persistente" });
    await mock.close();
    expect(strayFiles()).toEqual([]);
    expect(() => readStore()).not.toThrow();
    mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
    // The session survives too: tokens live in the store.
    const response = await fetch(`${mock.url}/musical-genres?q=persistente`, { headers: { Authorization: auth } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([expect.objectContaining({ name: "Persistente" })]);
  });

  it("gives seed records deterministic 24-hex ids and ISO timestamps", () => {
    const { events } = readStore();
    for (const event of events.slice(0, 10)) {
      expect(event._id).toMatch(/^[0-9a-f]{24}$/);
      expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt);
      expect(new Date(event.updatedAt).toISOString()).toBe(event.updatedAt);
    }
  });
});

describe("command line", () => {
  it("prints one ready line, serves, and flushes the store and exits 0 on SIGTERM", async () => {
    const cliData = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-cli-"));
    const child = spawn(process.execPath, [path.resolve("mock-upstream/server.mjs")], {
      env: { ...process.env, MOCK_UPSTREAM_PORT: "0", MOCK_UPSTREAM_DATA: cliData },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      await eventually(() => output.includes("\n"), 15_000);
      expect(output).toMatch(/^Mock upstream listening on http:\/\/127\.0\.0\.1:\d+\n$/);
      const url = output.trim().split(" ").at(-1) as string;

      const auth = await adminAuth(url);
      expect((await post(url, "/vat-rates", auth, { name: "Zero", percentage: 0 })).status).toBe(201);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const stored = JSON.parse(fs.readFileSync(path.join(cliData, "store.json"), "utf8"));
      expect(stored["vat-rates"].map((r: { name: string }) => r.name)).toContain("Zero");
      expect(output.trim().split("\n")).toHaveLength(1);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(cliData, { recursive: true, force: true });
    }
  }, 30_000);
});
