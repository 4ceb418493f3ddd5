// The system under benchmark: the production build started by scripts/start.mjs on a fresh embedded mock upstream,
// a signed-in session, the mock's knobs (latency, call counter, log) and the seeded ids the pages need.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const demoAdmin = { email: "admin@demo.test", password: "Demo-pass1" };

export function requireBuild() {
  if (!fs.existsSync(path.join(root, "build", "index.js"))) {
    throw new Error("No production build found: run `npm run build` first (`npm run bench` does it).");
  }
}

/** Starts the back-office on `appPort` and its mock upstream on `mockPort`, with a fresh seed in a temp directory. */
export async function startApp({ appPort, mockPort }) {
  requireBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mock-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(appPort),
    MOCK_UPSTREAM_PORT: String(mockPort),
    MOCK_UPSTREAM_DATA: dataDir,
    SESSION_SECRET: "bench-script-session-secret-0123456789",
  };
  delete env.UPSTREAM_URL;
  const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  // What the servers print is kept (the last lines) and shown only if something goes wrong.
  let output = "";
  // The access log (one line per request) is left out: thousands of lines would hide why a run failed.
  const keep = (chunk) => {
    const lines = String(chunk).split("\n").filter((line) => !line.startsWith('{"time":'));
    output = (output + lines.join("\n")).slice(-8000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the back-office did not start within 60 s")), 60_000);
      const onData = () => {
        if (output.includes("Back-office ready")) {
          clearTimeout(timer);
          server.stdout.off("data", onData);
          resolve();
        }
      };
      server.stdout.on("data", onData);
      stopped.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the back-office stopped (code ${code})`));
      });
    });
  } catch (error) {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${output}`);
  }
  return {
    url: `http://localhost:${appPort}`,
    mockUrl: `http://127.0.0.1:${mockPort}`,
    output: () => output,
    async stop() {
      if (server.exitCode === null) server.kill("SIGTERM");
      await stopped;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
  if (response.status !== 302 || !session) throw new Error(`signing in as ${account.email} answered ${response.status} without a session`);
  return session;
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
