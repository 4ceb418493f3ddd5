#!/usr/bin/env node
// Browser tests drive Debian's Chromium (browsers cannot be downloaded here): the Playwright suite its headless shell
// (`chromium-headless-shell`, the same Chromium build without the desktop browser around it: about half the CPU per
// test, decision 042), the bench's slow-connection measure the full browser. Installs what is missing when we are
// root; otherwise says exactly what to run. CHROMIUM_PATH names another browser for the suite (then only that one is
// checked beside the full browser).
import { execSync } from "node:child_process";
import fs from "node:fs";

const wanted = [
  { binary: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" },
  { binary: "/usr/bin/chromium", pkg: "chromium" },
];
const missing = wanted.filter(({ binary }) => !fs.existsSync(binary));
if (missing.length === 0) process.exit(0);

const packages = [...new Set(missing.map(({ pkg }) => pkg))].join(" ");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Missing ${missing.map(({ binary }) => binary).join(", ")}. Install with: sudo apt-get update && sudo apt-get install -y ${packages}`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${packages} for the browser tests…`);
const run = (command) =>
  execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
run("apt-get update");
run(`apt-get install -y --no-install-recommends ${packages}`);
const still = missing.filter(({ binary }) => !fs.existsSync(binary));
if (still.length > 0) {
  console.error(`apt-get finished but ${still.map(({ binary }) => binary).join(", ")} is still missing`);
  process.exit(1);
}
