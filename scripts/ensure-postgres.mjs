#!/usr/bin/env node
// The database tests run against PostgreSQL too (decision 021), from Debian's package: installs it when missing and we
// are root, as ensure-chromium.mjs does for the browser; otherwise says exactly what to run. Prints the server's bin
// folder.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = "/usr/lib/postgresql";

/** The bin folder of the newest PostgreSQL server installed from Debian's packages, or null. */
function postgresBin() {
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

export function ensurePostgres() {
  const found = postgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "PostgreSQL is missing. Install it with: sudo apt-get update && sudo apt-get install -y --no-install-recommends postgresql",
    );
  }
  console.log("Installing Debian's postgresql for the database tests…");
  const run = (command) =>
    execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  run("apt-get update");
  run("apt-get install -y --no-install-recommends postgresql");
  const installed = postgresBin();
  if (!installed) throw new Error(`apt-get finished but no server is in ${root}/*/bin`);
  return installed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    console.log(ensurePostgres());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
