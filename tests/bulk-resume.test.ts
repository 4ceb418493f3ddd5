// A bulk run is never lost (decision 032): a process working a run is killed mid-way (SIGKILL, with writes
// in flight at a slow upstream); no other process takes the run over while its heartbeat is fresh; once it is stale,
// of two processes that try at once exactly one does, and it finishes the run with every row written exactly once,
// counted in the upstream's own request log, and the run says it was resumed. Real processes on a real mock upstream
// and a SQLite file of the test's own.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStale } from "~/core/lists/bulk";
import { findBulkRun } from "~/core/db/bulk-store.server";
import { openDatabase, type BackOfficeDb } from "~/core/db/database.server";

const root = path.resolve(__dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bulk-resume-"));
const databaseFile = path.join(dataDir, "backoffice.sqlite");
const admin = "admin@demo.test";
const children: ChildProcess[] = [];
let mockURL = "";
let db: BackOfficeDb;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose stdout is kept, with a way to wait for a line. */
function started(child: ChildProcess) {
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    async line(pattern: RegExp): Promise<RegExpMatchArray> {
      for (;;) {
        const found = output.match(pattern);
        if (found) return found;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`exited before ${pattern}: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

function worker(mode: "start" | "resume", argument: string) {
  const child = spawn(
    path.join(root, "node_modules", ".bin", "vite-node"),
    ["--config", "vitest.config.ts", "tests/support/bulk-worker.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        UPSTREAM_URL: mockURL,
        DATABASE_FILE: databaseFile,
        DATABASE_URL: "",
        BULK_WORKER_MODE: mode,
        BULK_WORKER_EMAIL: admin,
        BULK_WORKER_ARGUMENT: argument,
      },
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  return started(child);
}

/** A resuming worker, loaded and waiting; `attempt` makes it try to take the run over. */
async function readyToResume(runId: string) {
  const resumer = worker("resume", runId);
  await resumer.line(/ready/);
  return { ...resumer, attempt: () => resumer.child.stdin!.write("go\n") };
}

async function upstream<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${mockURL}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
  return response.json() as Promise<T>;
}

async function control<T>(route: string, method = "GET", body?: unknown): Promise<T> {
  const response = await fetch(`${mockURL}/__control/${route}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (response.status === 204 ? null : response.json()) as Promise<T>;
}

type LogEntry = { method: string; path: string; status: number };
/**
 * The writes the upstream answered, per user. A write the killed process had on the way, whose connection died
 * before the upstream read its body, was never applied and never answered (the log keeps it with status 0): the
 * process that takes over must send that one again, and nothing else.
 */
const writesPerUser = async (ids: readonly string[], answered = true) => {
  const log = await control<LogEntry[]>("log");
  return ids.map(
    (id) =>
      log.filter(
        (entry) =>
          entry.method === "PUT" &&
          entry.path === `/users/${id}` &&
          (!answered || (entry.status >= 200 && entry.status < 300)),
      ).length,
  );
};

beforeAll(async () => {
  const port = await freePort();
  mockURL = `http://127.0.0.1:${port}`;
  const mock = started(
    spawn(process.execPath, [path.join(root, "mock-upstream", "server.mjs")], {
      cwd: root,
      env: { ...process.env, MOCK_UPSTREAM_PORT: String(port), MOCK_UPSTREAM_DATA: dataDir },
      // Its stderr would only show the killed process's connections reset.
      stdio: ["ignore", "pipe", "ignore"],
    }),
  );
  await mock.line(/listening on/);
  db = await openDatabase({ kind: "sqlite", file: databaseFile });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await db?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a bulk run whose process is killed", () => {
  it("is taken over by one process once its heartbeat is stale, and every row is written exactly once", async () => {
    const signIn = await fetch(`${mockURL}/auth`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${admin}:Demo-pass1`).toString("base64")}` },
    });
    const { token } = (await signIn.json()) as { token: string };
    const surname = `Ripresa${Date.now()}`;
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        upstream<{ _id: string }>("POST", "/users", token, {
          email: `r${index}-${surname.toLowerCase()}@example.test`,
          name: `Utente${index}`,
          surname,
          role: "user",
          isEnabled: true,
        }),
      ),
    );
    const ids = created.map((user) => user._id);
    // A slow upstream: the killed process has writes on the way, and rows never started.
    await control("config", "PUT", { latencyMs: 400 });

    const first = worker("start", surname);
    const runId = (await first.line(/started (\S+)/))[1]!;
    for (;;) {
      const sent = (await writesPerUser(ids, false)).reduce((sum, count) => sum + count, 0);
      if (sent >= 8) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill("SIGKILL");
    await first.exited;
    const stopped = (await findBulkRun(db, runId))!;
    expect(stopped.status).toBe("running");
    expect(stopped.done).toBeLessThan(ids.length);

    // While the heartbeat is fresh, nobody takes the run: the attempt is made with the heartbeat of a process that
    // beat just now (a worker's start can outlast the 10 s a killed process's last beat stays fresh on a busy machine).
    const early = await readyToResume(runId);
    await db.updateTable("bulk_runs").set({ heartbeat_at: new Date().toISOString() }).where("id", "=", runId).execute();
    early.attempt();
    await early.line(/not taken/);
    await early.exited;

    for (;;) {
      if (isStale((await findBulkRun(db, runId))!, Date.now())) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Two processes try at once: the claim lets exactly one of them have it.
    const [second, third] = await Promise.all([readyToResume(runId), readyToResume(runId)]);
    second.attempt();
    third.attempt();
    await Promise.all([second.exited, third.exited]);
    const answers = [second.output(), third.output()];
    expect(answers.filter((output) => output.includes("resumed"))).toHaveLength(1);
    expect(answers.filter((output) => output.includes("not taken"))).toHaveLength(1);

    const run = (await findBulkRun(db, runId))!;
    expect(run.status).toBe("done");
    expect(run.resumed).toBe(1);
    expect(run.done).toBe(ids.length);
    // A row whose write reached the upstream before the process died is found disabled and not sent again, and the
    // report says so; every other row is changed.
    for (const outcome of run.outcomes) expect(outcome.reason).toContain("non inviata di nuovo");
    expect(run.succeeded + run.outcomes.length).toBe(ids.length);
    expect(await writesPerUser(ids)).toEqual(ids.map(() => 1));
    // The killed process had writes on the way that the upstream never applied: those alone were sent again.
    const sent = await writesPerUser(ids, false);
    expect(sent.some((count) => count === 2)).toBe(true);
    const after = await upstream<{ _id: string; isEnabled: boolean }[]>(
      "GET",
      `/users?surname=${surname}&limit=100`,
      token,
    );
    expect(after.filter((user) => user.isEnabled !== false)).toEqual([]);
    expect(after).toHaveLength(ids.length);
  }, 90_000);
});
