#!/usr/bin/env node
// Serves the production build with one server process (server/index.mjs) per core (Node's cluster: the workers share the port and
// the primary hands each connection to one of them). A page costs the server milliseconds of CPU (React rendering,
// route matching, translations), so one process would queue requests while the other cores idle. Sessions live in the
// cookie, so any worker can answer any request. WEB_CONCURRENCY sets the number of workers (default: the cores).
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const raw = process.env.WEB_CONCURRENCY ?? String(os.availableParallelism());
const workers = Number(raw);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`Configuration error: WEB_CONCURRENCY must be a whole number from 1 to 64, got "${raw}"`);
  process.exit(1);
}

cluster.setupPrimary({
  exec: path.join(root, "server", "index.mjs"),
  args: [path.join("build", "index.js")],
  cwd: root,
});

let stopping = false;
let stopFailed = false;
// Workers that have not yet opened the port: one stopped before it listens was serving nothing, so a death by the
// signal is a clean stop for it (its SIGTERM handler is installed only once the build is loaded).
const starting = new Set();
let announced = false;
// A worker that dies is replaced, but not in a loop: a build that cannot start ends the server instead.
let restarts = 0;
const restartWindowMs = 60_000;
let windowStart = Date.now();

// The server is ready once every worker listens: announcing it on the first one would let a SIGTERM reach the others
// while they still load the build.
cluster.on("listening", (worker, address) => {
  starting.delete(worker.id);
  if (announced || starting.size > 0) return;
  announced = true;
  console.log(
    `[back-office] ${workers} worker${workers === 1 ? "" : "s"} listening on http://localhost:${address.port}`,
  );
});

cluster.on("exit", (worker, code, signal) => {
  const wasStarting = starting.delete(worker.id);
  if (stopping) {
    if (code !== 0 && !(wasStarting && signal === "SIGTERM")) stopFailed = true;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopFailed ? 1 : 0);
    return;
  }
  if (Date.now() - windowStart > restartWindowMs) {
    windowStart = Date.now();
    restarts = 0;
  }
  if (++restarts > workers * 3) {
    console.error(`back-office workers keep stopping (last: code ${code}, signal ${signal}); giving up`);
    process.exit(1);
  }
  console.error(`back-office worker ${worker.process.pid} stopped (code ${code}, signal ${signal}); starting another`);
  fork();
});

// Each worker stops accepting, finishes its requests in flight and exits (server/index.mjs, at most 10 s); the primary
// exits 0 when the last one has.
function stop() {
  if (stopping) return;
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  // Bounded: a worker stuck past its own bound does not keep the server alive forever.
  setTimeout(() => {
    console.error("back-office workers still running 12 s after SIGTERM; exiting");
    process.exit(1);
  }, 12_000).unref();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

function fork() {
  starting.add(cluster.fork().id);
}

for (let i = 0; i < workers; i++) fork();
