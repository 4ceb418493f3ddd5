// A back-office and mock upstream of a spec's own, on ports of its own (E2E_APP_PORT + offset): specs that arm the
// mock's global faults or count its writes cannot disturb, or be disturbed by, the specs sharing the main server.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { demoPassword } from "./accounts";
import { appPort, runDataDir } from "./ports";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export type Isolated = {
  appURL: string;
  mockURL: string;
  /** The service credential both were given (UPSTREAM_SERVICE_TOKEN): a secret no answer to a browser may carry. */
  serviceToken: string;
  /** The process id of the back-office itself (server/index.mjs), for its memory and its signals. */
  appPid: number;
  /** The folder of this server's data: the mock's store.json and the back-office's SQLite file. */
  dataDir: string;
  /** Where the back-office writes what Node's diagnostic flags produce (heap snapshots). */
  diagnosticDir: string;
  control(route: string, init?: { method?: string; body?: unknown }): Promise<unknown>;
  /** The writes (not reads, not sign-ins) the mock's log holds for one account, as `METHOD path`. */
  writesBy(email: string): Promise<string[]>;
  /** Signs in over HTTP through the login form; answers the Cookie header of the session. */
  signIn(email: string): Promise<string>;
  /** Signs in at the mock itself (Basic credentials): the upstream's token pair and user, for setting up and judging. */
  upstreamSignIn(email: string): Promise<{
    token: string;
    refreshToken: string;
    user: { role: string; discoId?: string } & Record<string, unknown>;
  }>;
  stop(): Promise<void>;
};

function waitForLine(child: ChildProcess, pattern: RegExp, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s`)), 60_000);
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered = (buffered + chunk.toString()).slice(-4096);
      if (pattern.test(buffered)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code}`));
    });
  });
}

/** Stops a child with SIGTERM, and SIGKILL if it has not exited 5 s later. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Starts a fresh mock (its own data directory) and the production build against it, as Playwright's server is.
 * `appEnv` adds to the back-office's environment (the build flags of spec section 9, say).
 */
export async function startIsolated(
  name: string,
  offset: number,
  upstreamTimeoutMs = 3000,
  appEnv: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<Isolated> {
  const ownAppPort = appPort + offset;
  const ownMockPort = ownAppPort + 1;
  const dataDir = path.join(root, `${runDataDir}-${name}`);
  const diagnosticDir = path.join(dataDir, "diagnostics");
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(diagnosticDir, { recursive: true });
  // The service credential of registration (spec section 7), shared by the mock and the app as npm start shares it.
  const serviceToken = crypto.randomBytes(24).toString("hex");
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production" as const,
    SESSION_SECRET: `isolated-${name}-secret-0123456789`,
    UPSTREAM_SERVICE_TOKEN: serviceToken,
  };
  const mock: ChildProcess = spawn(process.execPath, [path.join(root, "mock-upstream", "server.mjs")], {
    cwd: root,
    env: { ...base, MOCK_UPSTREAM_PORT: String(ownMockPort), MOCK_UPSTREAM_DATA: dataDir },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const mockURL = `http://127.0.0.1:${ownMockPort}`;
  const children = [mock];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  try {
    await waitForLine(mock, /listening on/, "isolated mock upstream");
    const app: ChildProcess = spawn(
      process.execPath,
      [
        `--diagnostic-dir=${diagnosticDir}`,
        ...nodeFlags,
        path.join(root, "server", "index.mjs"),
        path.join("build", "index.js"),
      ],
      {
        cwd: root,
        env: {
          ...base,
          PORT: String(ownAppPort),
          UPSTREAM_URL: mockURL,
          EMBEDDED_MOCK: "1",
          AVATAR_URL: `${mockURL}/avatar/`,
          UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
          DATABASE_FILE: path.join(dataDir, "backoffice.sqlite"),
          ...appEnv,
        },
        stdio: ["ignore", "pipe", fs.openSync(path.join(dataDir, "back-office.log"), "w")],
      },
    );
    children.push(app);
    await waitForLine(app, /\[back-office\] listening on/, "isolated back-office");
    const appURL = `http://localhost:${ownAppPort}`;
    const isolated: Isolated = {
      appURL,
      mockURL,
      serviceToken,
      appPid: app.pid!,
      dataDir,
      diagnosticDir,
      async control(route, init) {
        const send = () =>
          fetch(`${mockURL}/__control/${route}`, {
            method: init?.method ?? "POST",
            headers: { "content-type": "application/json" },
            body: init?.body === undefined ? undefined : JSON.stringify(init.body),
          });
        // A pooled connection the mock closed as idle fails once: the knobs are idempotent enough to ask again.
        const response = await send().catch(send);
        if (!response.ok) throw new Error(`mock control ${route} answered ${response.status}`);
        return response.status === 204 ? null : response.json();
      },
      async writesBy(email) {
        const log = (await isolated.control("log", { method: "GET" })) as {
          method: string;
          path: string;
          userEmail?: string;
        }[];
        return log
          .filter((call) => call.userEmail === email && call.method !== "GET" && !call.path.startsWith("/auth"))
          .map((call) => `${call.method} ${call.path}`);
      },
      async upstreamSignIn(email) {
        const response = await fetch(`${mockURL}/auth`, {
          method: "POST",
          headers: { authorization: `Basic ${Buffer.from(`${email}:${demoPassword}`).toString("base64")}` },
        });
        if (!response.ok) throw new Error(`upstream sign-in of ${email} answered ${response.status}`);
        return response.json();
      },
      async signIn(email) {
        const response = await fetch(`${appURL}/login`, {
          method: "POST",
          body: new URLSearchParams({ email, password: demoPassword, redirectTo: "" }),
          redirect: "manual",
        });
        const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
        if (response.status !== 302 || !cookie) throw new Error(`sign-in of ${email} answered ${response.status}`);
        return cookie.split(";")[0];
      },
      stop,
    };
    return isolated;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The resident memory of a process in bytes, from /proc (Linux), without any debugging hook in the process. */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes * 1024;
}

/**
 * The live JavaScript heap of an isolated back-office started with `--heapsnapshot-signal=SIGUSR2`, in bytes: Node
 * collects garbage fully, then writes a heap snapshot; the sum of its objects' own sizes is what is still reachable.
 * Unlike the resident set, it does not count the room V8 keeps after a busy spell, so it shows a leak and only a leak.
 *
 * Two snapshots, the first thrown away unread. Fetch's Request watches every request made from another (Remix makes
 * two or three per page) with a FinalizationRegistry whose finalizer holds the parent request's signal and, through
 * that signal's listeners, the parent's answer. A snapshot's own collection finds those requests dead, but what the
 * finalizers hold stays until they run, after the snapshot is written: counted, it is every request since the
 * previous full collection, 2 to 15 MB by chance of timing (20 MB in a CI run). The second snapshot's collection comes
 * after those finalizers ran, and frees it.
 */
export async function liveHeapBytes(server: Isolated): Promise<number> {
  fs.rmSync(await writeHeapSnapshot(server));
  const file = await writeHeapSnapshot(server);
  const snapshot = JSON.parse(fs.readFileSync(file, "utf8")) as {
    snapshot: { meta: { node_fields: string[] } };
    nodes: number[];
  };
  fs.rmSync(file);
  const fields = snapshot.snapshot.meta.node_fields;
  const selfSize = fields.indexOf("self_size");
  let total = 0;
  for (let index = selfSize; index < snapshot.nodes.length; index += fields.length) total += snapshot.nodes[index];
  return total;
}

/** Has the back-office write a heap snapshot; answers its path once it is whole. */
async function writeHeapSnapshot(server: Isolated): Promise<string> {
  const existing = new Set(fs.readdirSync(server.diagnosticDir));
  process.kill(server.appPid, "SIGUSR2");
  const deadline = Date.now() + 60_000;
  let lastSize = -1;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const name = fs
      .readdirSync(server.diagnosticDir)
      .find((entry) => !existing.has(entry) && entry.endsWith(".heapsnapshot"));
    if (!name) continue;
    const file = path.join(server.diagnosticDir, name);
    // Whole when it ends as the JSON does and has stopped growing: reading and parsing 60 MB on every poll while
    // Node writes it would take the CPU the writing needs.
    const size = fs.statSync(file).size;
    if (size === lastSize && size > 2 && lastBytes(file, size, 2) === "]}") return file;
    lastSize = size;
  }
  throw new Error("no heap snapshot within 60 s");
}

function lastBytes(file: string, size: number, count: number): string {
  const descriptor = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(count);
    fs.readSync(descriptor, buffer, 0, count, size - count);
    return buffer.toString("utf8");
  } finally {
    fs.closeSync(descriptor);
  }
}
