#!/usr/bin/env node
// Browser tests drive Debian's Chromium (browsers cannot be downloaded here). Installs it when missing and we are
// root; otherwise says exactly what to run.
import { execSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (fs.existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${chromium}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests…");
const run = (command) =>
  execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
run("apt-get update");
run("apt-get install -y --no-install-recommends chromium");
if (!fs.existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing`);
  process.exit(1);
}
