#!/usr/bin/env node
// Starts the back-office on its production build, building it first when there is none, or with `--dev` in development
// under `remix dev` (rebuilds on every change). With UPSTREAM_URL unset it first starts the embedded mock upstream (a
// real HTTP server with demo data) and points the app at it. Configuration is checked before anything starts. SIGTERM
// stops the app first (it finishes its requests in flight), then the mock.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const env = { ...process.env, NODE_ENV: dev ? "development" : process.env.NODE_ENV || "production" };

function fail(message) {
  console.error(`Configuration error: ${message}`);
  process.exit(1);
}

function port(name, fallback) {
  const raw = env[name] ?? String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    fail(`${name} must be a port number (1-65535), got "${raw}"`);
  return value;
}

const appPort = port("PORT", 3000);
const embedded = !env.UPSTREAM_URL;
if (!embedded) {
  try {
    const url = new URL(env.UPSTREAM_URL);
    if (!/^https?:$/.test(url.protocol)) throw new Error("protocol");
  } catch {
    fail(`UPSTREAM_URL must be an absolute http(s) URL, got "${env.UPSTREAM_URL}"`);
  }
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    fail("SESSION_SECRET is required in production against a real upstream (a long random string)");
  }
  if (env.NODE_ENV === "production" && !env.UPSTREAM_SERVICE_TOKEN) {
    fail(
      "UPSTREAM_SERVICE_TOKEN is required in production against a real upstream (the platform's service credential)",
    );
  }
}
if (env.SESSION_SECRET && env.SESSION_SECRET.length < 16) fail("SESSION_SECRET must be at least 16 characters");
if (env.UPSTREAM_SERVICE_TOKEN && env.UPSTREAM_SERVICE_TOKEN.length < 16)
  fail("UPSTREAM_SERVICE_TOKEN must be at least 16 characters");
// The embedded mock and the app share one service credential, made for this run (never printed).
if (embedded && !env.UPSTREAM_SERVICE_TOKEN) env.UPSTREAM_SERVICE_TOKEN = crypto.randomBytes(32).toString("hex");
const serverBuild = path.join(root, "build", "index.js");
// `npm run dev` leaves a development build in the same place; served in production it fails on every page (React's
// development JSX runtime), so it is replaced like a missing one.
const developmentBuild = () => /\bmode = "development"/.test(fs.readFileSync(serverBuild, "utf8"));
if (!dev && (!fs.existsSync(serverBuild) || (env.NODE_ENV === "production" && developmentBuild()))) {
  // A fresh clone (`npm ci && npm start`) builds once; a pruned production install serves the build it was given.
  if (!fs.existsSync(path.join(root, "node_modules", "@remix-run", "dev"))) {
    fail(
      "no build found, and the compiler (@remix-run/dev, a dev dependency) is not installed: run `npm run build` before `npm prune --omit=dev`",
    );
  }
  console.log(
    fs.existsSync(serverBuild)
      ? "The build is a development one (npm run dev): building for production."
      : "No build found: building it (npm run build).",
  );
  const built = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
  if (built.status !== 0) fail("`npm run build` failed");
}

const children = [];
let stopping = false;
/** Stops the children in the reverse order of their start, each after the one before has exited. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

/**
 * Starts a child and resolves when a line of its output matches `ready`; bounded so a broken start ends the run.
 * `withinSeconds` is longer for `remix dev`, which builds the whole app before it serves.
 */
function startChild(name, command, childArgs, childEnv, ready, withinSeconds = 60) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, childArgs, { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "inherit"] });
    children.push(child);
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${withinSeconds} s`)),
      withinSeconds * 1000,
    );
    let buffered = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      buffered = (buffered + chunk.toString()).slice(-4096);
      const match = buffered.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (stopping) {
        if (code !== 0) process.exitCode = code ?? 1;
        return;
      }
      reject(new Error(`${name} exited with code ${code}`));
      stopAll(code ?? 1);
    });
  });
}

try {
  if (embedded) {
    const mockPort = port("MOCK_UPSTREAM_PORT", 3001);
    const dataDir = path.resolve(root, env.MOCK_UPSTREAM_DATA || ".data");
    if (args.has("--fresh")) fs.rmSync(dataDir, { recursive: true, force: true });
    await startChild(
      "mock upstream",
      process.execPath,
      [path.join(root, "mock-upstream", "server.mjs")],
      { ...env, MOCK_UPSTREAM_PORT: String(mockPort), MOCK_UPSTREAM_DATA: dataDir },
      /listening on (http:\/\/\S+)/,
    );
    env.UPSTREAM_URL = `http://127.0.0.1:${mockPort}`;
    env.EMBEDDED_MOCK = "1";
    env.AVATAR_URL ||= `${env.UPSTREAM_URL}/avatar/`;
  }
  if (!env.SESSION_SECRET) {
    env.SESSION_SECRET = crypto.randomBytes(32).toString("hex");
    console.log("SESSION_SECRET is not set: generated one for this run (sessions end when the server stops).");
  }
  // In development `remix dev` builds, serves with one remix-serve process and rebuilds on every change; in manual mode
  // remix-serve re-imports the new build in place (a restart would refuse the page's update requests meanwhile) and the
  // page's LiveReload hears of it over a websocket on any free port.
  await startChild(
    "back-office",
    process.execPath,
    dev
      ? [path.join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "dev", "--manual"]
      : [path.join(root, "scripts", "serve-cluster.mjs")],
    { ...env, PORT: String(appPort) },
    dev ? /\[remix-serve\] (http:\/\/\S+)/ : /\[back-office\] \d+ workers? listening on (http:\/\/\S+)/,
    // A development build of some 500 modules took 54 s on a busy 2-core machine.
    dev ? 180 : 60,
  );
  console.log(
    `\nBack-office ready on http://localhost:${appPort} (upstream: ${env.UPSTREAM_URL}${embedded ? ", embedded mock" : ""})`,
  );
  if (embedded) {
    console.log(
      "Demo accounts (password Demo-pass1): admin@, disco@, format@, structure@, promoter@, galley@, cloakroom@,",
    );
    console.log(
      "eventoffice@, collaboffice@ (all @demo.test); cashier@demo.test and user@demo.test are refused by design.",
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
