#!/usr/bin/env node
// The HTML standard suite (e2e/html-standard.spec.ts) runs the Nu HTML checker (vnu.jar, from the vnu-jar package),
// which needs a Java runtime of version 11 or later: Debian's headless one. Installs it when missing and we are root;
// otherwise says exactly what to run. (vnu-jar's own install step would download a runtime from the network instead;
// with Java on the PATH it uses that.)
import { execSync, spawnSync } from "node:child_process";

const pkg = "default-jre-headless";

/** The major version of the `java` on the PATH, or 0 when there is none. */
function javaVersion() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr ?? "");
  if (!match) return 0;
  // Java 8 and older call themselves "1.8".
  return match[1] === "1" ? Number(match[2]) : Number(match[1]);
}

if (javaVersion() >= 11) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `No Java runtime 11 or later on the PATH. Install with: sudo apt-get update && sudo apt-get install -y ${pkg}`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${pkg} for the HTML checker…`);
const run = (command) =>
  execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
run("apt-get update");
run(`apt-get install -y --no-install-recommends ${pkg}`);
if (javaVersion() < 11) {
  console.error(`apt-get finished but no Java runtime 11 or later is on the PATH`);
  process.exit(1);
}
