#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure, with each stage's wall time printed as it
// ends and a table of them at the end (decision 040), so the next slowdown shows when it happens. Runs with CI=true and
// no stdin (.ci/run): no stage reads from the terminal. Extra arguments are refused, so a typo does not pass silently.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The stages, in order: a name for the report and the command it runs from the repository's root. */
const stages = [
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "lint", command: ["npm", "run", "lint"] },
  // No unused file, export or dependency (knip.jsonc): an export nothing imports fails here, not in a reader's head.
  { name: "dead code", command: ["npm", "run", "deadcode"] },
  { name: "format check", command: ["npm", "run", "format:check"] },
  { name: "unit tests", command: ["npm", "run", "test:unit"] },
  { name: "e2e: chromium", command: ["node", "scripts/ensure-chromium.mjs"] },
  // Java for the Nu HTML checker the HTML standard suite runs (e2e/html-standard.spec.ts).
  { name: "e2e: java", command: ["node", "scripts/ensure-java.mjs"] },
  { name: "e2e: build", command: ["npm", "run", "build"] },
  { name: "e2e: playwright", command: ["npx", "playwright", "test"] },
  // After the build above: the smoke run measures that build beside the floor it builds (bench/floor/). With the
  // browser tests moved to ports of their own (E2E_APP_PORT, whose isolated suites use up to about +40), the bench's
  // three servers move along, above them.
  {
    name: "bench smoke",
    command: [
      "npm",
      "run",
      "bench:smoke",
      ...(process.env.E2E_APP_PORT ? ["--", "--port", String(Number(process.env.E2E_APP_PORT) + 50)] : []),
    ],
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** m:ss.s, so a stage of seconds and one of minutes read alike. */
const clock = (ms) => {
  const tenths = Math.round(ms / 100);
  return `${Math.floor(tenths / 600)}:${((tenths % 600) / 10).toFixed(1).padStart(4, "0")}`;
};

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv.length > 2) {
  console.error(
    `scripts/test.mjs takes no arguments (got ${process.argv.slice(2).join(" ")}); run a stage's own script instead.`,
  );
  process.exit(2);
}

// Ctrl-C reaches the stage's processes too (same process group); this one only stops starting new stages.
let interrupted = false;
process.on("SIGINT", () => (interrupted = true));
process.on("SIGTERM", () => (interrupted = true));

const results = [];
const started = performance.now();
let failed = null;
for (const stage of stages) {
  if (interrupted) break;
  console.log(`\n=== ${stage.name}: ${stage.command.join(" ")}`);
  const stageStart = performance.now();
  const code = await run(stage.command);
  const ms = performance.now() - stageStart;
  results.push({ name: stage.name, ms, ok: code === 0 });
  console.log(`=== ${stage.name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds(ms)}`);
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

const total = performance.now() - started;
const width = Math.max(...stages.map((stage) => stage.name.length), "total".length);
console.log(`\nnpm test: time per stage\n${"stage".padEnd(width)}  result   time (m:ss.s)`);
for (const stage of stages) {
  const result = results.find((entry) => entry.name === stage.name);
  const verdict = result ? (result.ok ? "passed" : "FAILED") : "not run";
  console.log(
    `${stage.name.padEnd(width)}  ${verdict.padEnd(7)}  ${result ? clock(result.ms).padStart(13) : ""}`.trimEnd(),
  );
}
console.log(
  `${"total".padEnd(width)}  ${(failed || interrupted ? "FAILED" : "passed").padEnd(7)}  ${clock(total).padStart(13)}`,
);
process.exit(failed || interrupted ? 1 : 0);
