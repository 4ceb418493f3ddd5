// The system under benchmark: the production build served by one server process (server/index.mjs, as each worker of
// scripts/serve-cluster.mjs runs it) on a fresh embedded mock upstream, a signed-in session, the mock's knobs (latency,
// call counter, log), the seeded ids the pages need and the server process's CPU time; beside it the floor
// (bench/floor/: a bare Remix page on the same stack, decision 037), served the same way against the same mock. With
// `taskset` (util-linux) and two cores or more, both servers run on core 1 (only one of them is under load at a time)
// and the mock and this process, the load generator, share core 0: so the figures are not those of three programs
// taking turns on the same cores.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuTicksOfStat } from "./figures.mjs";
import { markupTree } from "./markup.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const demoAdmin = { email: "admin@demo.test", password: "Demo-pass1" };
/** The core of the server, and the one of the mock and the load generator, when pinned. */
export const appCpu = 1;
export const restCpu = 0;

const floorDir = path.join(root, "bench", "floor");

function requireBuild() {
  if (!fs.existsSync(path.join(root, "build", "index.js"))) {
    throw new Error("No production build found: run `npm run build` first (`npm run bench` does it).");
  }
  if (!fs.existsSync(path.join(floorDir, "build", "index.js"))) {
    throw new Error("No build of the floor found: run `npm run bench:floor` first (`npm run bench` does it).");
  }
}

/** Why the processes cannot be pinned here, or null when they can (taskset present, two cores or more). */
function pinningUnavailable() {
  if (os.availableParallelism() < 2) return "one core only";
  const probe = spawnSync("taskset", ["-p", String(process.pid)], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return "taskset (util-linux) not found";
  return null;
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
function ticksPerSecond() {
  const answer = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  const value = Number(answer.stdout?.trim());
  return Number.isInteger(value) && value > 0 ? value : 100;
}

/** A server's CPU time so far in clock ticks, or null where /proc cannot be read or the pid runs another script. */
function cpuReader(pid, script) {
  const statFile = `/proc/${pid}/stat`;
  let readable = false;
  try {
    readable = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(script);
  } catch {
    readable = false;
  }
  return () => (readable ? cpuTicksOfStat(fs.readFileSync(statFile, "utf8")) : null);
}

/**
 * Starts the mock upstream on `mockPort`, with a fresh seed in a temp directory, one back-office server process on
 * `appPort`, as scripts/start.mjs would with WEB_CONCURRENCY=1, and the floor on `floorPort`, reading the same mock
 * with the demo admin's token. With `pin`, the servers get core 1, the mock and this process core 0 (`taskset`; this
 * process's threads too, so autocannon's work stays off the servers' core).
 */
export async function startApp({ appPort, mockPort, floorPort, pin = true }) {
  requireBuild();
  const unpinned = pin ? pinningUnavailable() : "--no-pin";
  const pinned = unpinned === null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mock-"));
  const upstreamUrl = `http://127.0.0.1:${mockPort}`;
  const markupDir = path.join(dataDir, "markup");
  fs.mkdirSync(markupDir);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(appPort),
    MOCK_UPSTREAM_PORT: String(mockPort),
    MOCK_UPSTREAM_DATA: dataDir,
    // What scripts/start.mjs gives the app when it starts the embedded mock.
    UPSTREAM_URL: upstreamUrl,
    EMBEDDED_MOCK: "1",
    AVATAR_URL: `${upstreamUrl}/avatar/`,
    SESSION_SECRET: "bench-script-session-secret-0123456789",
    // The mock's and the app's shared service credential (registration), as scripts/start.mjs makes one per run.
    UPSTREAM_SERVICE_TOKEN: crypto.randomBytes(24).toString("hex"),
  };
  if (pinned) spawnSync("taskset", ["-a", "-cp", String(restCpu), String(process.pid)], { stdio: "ignore" });
  // taskset executes the command in its own process, so a child's pid is the pid of the Node process it runs.
  const command = (cpu, args) =>
    pinned ? ["taskset", ["-c", String(cpu), process.execPath, ...args]] : [process.execPath, args];

  // What the servers print is kept (the last lines) and shown only if something goes wrong.
  let output = "";
  // The access log (one line per request) is left out: thousands of lines would hide why a run failed.
  const keep = (chunk) => {
    const lines = String(chunk)
      .split("\n")
      .filter((line) => !line.startsWith('{"time":'));
    output = (output + lines.join("\n")).slice(-8000);
  };
  const children = [];
  const start = (name, args, ready, childEnv = env, cwd = root) => {
    const [file, argv] = command(name === "mock upstream" ? restCpu : appCpu, args);
    const child = spawn(file, argv, { cwd, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.stopped = new Promise((resolve) => child.once("exit", resolve));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the ${name} did not start within 60 s`)), 60_000);
      const onData = () => {
        if (ready.test(output)) {
          clearTimeout(timer);
          child.stdout.off("data", onData);
          resolve(child);
        }
      };
      child.stdout.on("data", onData);
      child.stopped.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the ${name} stopped (code ${code})`));
      });
    });
  };
  const stop = async () => {
    for (const child of [...children].reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await child.stopped;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  let server;
  let floor;
  try {
    await start("mock upstream", [path.join(root, "mock-upstream", "server.mjs")], /listening on http/);
    server = await start(
      "back-office",
      [path.join(root, "server", "index.mjs"), path.join("build", "index.js")],
      /\[back-office\] listening on/,
    );
    // The floor reads the mock as the demo admin, with a token made once (a bare page keeps no session).
    const floorEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(floorPort),
      FLOOR_UPSTREAM_URL: upstreamUrl,
      FLOOR_UPSTREAM_TOKEN: await upstreamToken(upstreamUrl),
      // Where the bench writes the pages' markups the floor renders (bench/markup.mjs, decision 044).
      FLOOR_MARKUP_DIR: markupDir,
    };
    floor = await start("floor", [path.join(floorDir, "server.mjs")], /\[floor\] listening on/, floorEnv, floorDir);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`);
  }
  const ticks = ticksPerSecond();
  const cores = pinned ? 1 : os.availableParallelism();
  return {
    url: `http://localhost:${appPort}`,
    mockUrl: upstreamUrl,
    pinned,
    unpinnedBecause: unpinned,
    appCores: cores,
    ticksPerSecond: ticks,
    // The CPU read must be the server's own: the pid is checked to be the Node process running its script.
    /** The server process's CPU time so far in clock ticks, or null where /proc cannot be read. */
    cpuTicks: cpuReader(server.pid, path.join("server", "index.mjs")),
    /** The floor's server, measured like the back-office's: same core, same CPU reading. */
    floor: {
      url: `http://localhost:${floorPort}`,
      appCores: cores,
      ticksPerSecond: ticks,
      cpuTicks: cpuReader(floor.pid, path.join("floor", "server.mjs")),
      /** Saves a document's markup for the floor's `/markup/<name>` (`name`: lowercase letters). */
      saveMarkup: (name, html) =>
        fs.writeFileSync(path.join(markupDir, `${name}.json`), JSON.stringify(markupTree(html))),
      /** Saves a page's upstream calls (paths with their queries) and its routes' loader data, for `?data` (decision 062). */
      saveData: (name, calls, data) =>
        fs.writeFileSync(path.join(markupDir, `${name}.data.json`), JSON.stringify({ calls, data })),
    },
    output: () => output,
    stop,
  };
}

/** A bearer token of the mock for `account`. */
async function upstreamToken(mockUrl, account = demoAdmin) {
  const basic = `Basic ${Buffer.from(`${account.email}:${account.password}`).toString("base64")}`;
  const auth = await fetch(`${mockUrl}/auth`, { method: "POST", headers: { Authorization: basic } });
  if (!auth.ok) throw new Error(`the mock refused ${account.email}: ${auth.status}`);
  return (await auth.json()).token;
}

/** Signs in through the login form, as a browser without JavaScript would; answers the session cookie. */
export async function signIn(appUrl, account = demoAdmin) {
  const response = await fetch(`${appUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  const session = cookies.find((cookie) => cookie.startsWith("__session="));
  if (response.status !== 302 || !session)
    throw new Error(`signing in as ${account.email} answered ${response.status} without a session`);
  return session;
}

/**
 * Signs in, then opens the landing page the login answers with, as a browser would, and answers every cookie the two
 * answers set: the session, and what the pages hand the browser for the next ones (the sidebar's counters, decision
 * 038), which a load generator would otherwise never send back.
 */
export async function signInAsBrowser(appUrl, account = demoAdmin) {
  const session = await signIn(appUrl, account);
  const landing = await fetch(`${appUrl}/`, { headers: { cookie: session, accept: "text/html" } });
  await landing.arrayBuffer();
  const cookies = new Map([session.split(/=(.*)/s).slice(0, 2)]);
  for (const line of landing.headers.getSetCookie()) {
    const [name, value] = line.split(";")[0].split(/=(.*)/s);
    if (value) cookies.set(name, value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

export function mockControl(mockUrl) {
  const call = async (route, method = "GET", body) => {
    const response = await fetch(`${mockUrl}/__control/${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`mock control ${method} ${route} answered ${response.status}`);
    return response.status === 204 ? null : response.json();
  };
  return {
    setLatency: (latencyMs) => call("config", "PUT", { latencyMs }),
    /** Non-control calls since the log was last cleared. */
    count: async () => (await call("stats")).requests,
    log: () => call("log"),
    clearLog: () => call("log", "DELETE"),
  };
}

/** Seeded ids the pages need, read from the mock directly: a musical genre, and an event that has ticket releases. */
export async function seededIds(mockUrl, account = demoAdmin) {
  const basic = `Basic ${Buffer.from(`${account.email}:${account.password}`).toString("base64")}`;
  const auth = await fetch(`${mockUrl}/auth`, { method: "POST", headers: { Authorization: basic } });
  if (!auth.ok) throw new Error(`the mock refused ${account.email}: ${auth.status}`);
  const { token } = await auth.json();
  const get = async (pathAndQuery) => {
    const response = await fetch(`${mockUrl}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`the mock answered ${response.status} to ${pathAndQuery}`);
    return response.json();
  };
  const [genre] = await get("/musical-genres?limit=1&sort=name");
  const [release] = await get("/ticket-releases?limit=1&sort=_id");
  if (!genre || !release?.eventId) throw new Error("the seed has no musical genre or no ticket release");
  return { genreId: genre._id, eventId: release.eventId };
}

/**
 * A reservation the door can let in, made at the mock for each check-in measured (each one is used once): accepted,
 * for the event that has ticket releases, at that event's venue.
 */
export async function doorReservation(mockUrl, eventId, account = demoAdmin) {
  const basic = `Basic ${Buffer.from(`${account.email}:${account.password}`).toString("base64")}`;
  const { token } = await (
    await fetch(`${mockUrl}/auth`, { method: "POST", headers: { Authorization: basic } })
  ).json();
  const headers = { Authorization: `Bearer ${token}`, "content-type": "application/json" };
  const event = await (await fetch(`${mockUrl}/events/${eventId}`, { headers })).json();
  const response = await fetch(`${mockUrl}/reservations`, {
    method: "POST",
    headers,
    body: JSON.stringify({ eventId, discoId: event.discoId, userName: "Ospite Benchmark", status: "accepted" }),
  });
  if (response.status !== 201) throw new Error(`the mock answered ${response.status} to a new reservation`);
  const { _id, code } = await response.json();
  return { _id, code };
}

/**
 * An event of the same venue as `eventId` that began an hour ago: a door whose guest list a phone may keep for the
 * night (decision 031), for the scan-to-result measures, online and from the kept list.
 */
export async function tonightEvent(mockUrl, eventId, account = demoAdmin) {
  const basic = `Basic ${Buffer.from(`${account.email}:${account.password}`).toString("base64")}`;
  const { token } = await (
    await fetch(`${mockUrl}/auth`, { method: "POST", headers: { Authorization: basic } })
  ).json();
  const headers = { Authorization: `Bearer ${token}`, "content-type": "application/json" };
  const event = await (await fetch(`${mockUrl}/events/${eventId}`, { headers })).json();
  const start = Date.now() - 3_600_000;
  const response = await fetch(`${mockUrl}/events`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: "Serata Benchmark",
      discoId: event.discoId,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 6 * 3_600_000).toISOString(),
      startVisibilityDate: new Date(start - 86_400_000).toISOString(),
      listsIds: [],
    }),
  });
  if (response.status !== 201) throw new Error(`the mock answered ${response.status} to a new event`);
  return (await response.json())._id;
}
