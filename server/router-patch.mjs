// The router patch (patches/@remix-run+router+1.23.3.patch, decision 012) makes route matching cache its work. It is
// applied at install by patch-package; an install that skipped scripts would lose it without a sound, so the server
// says so at start. The unit test tests/router-patch.test.ts checks the patched behaviour itself.
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The router file the server runtime loads (its CommonJS build). */
export function serverRouterFile() {
  const serverRuntime = require.resolve("@remix-run/server-runtime");
  return createRequire(serverRuntime).resolve("@remix-run/router");
}

/** True when the router the server runs carries the patch's caches. */
export function routerPatchLive() {
  const source = fs.readFileSync(serverRouterFile(), "utf8");
  return source.includes("const rankedBranches = new WeakMap()") && source.includes("function compilePathOnce(");
}
