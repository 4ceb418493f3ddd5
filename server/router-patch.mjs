// The router patches (patches/, decision 012) make route matching cache its work: @remix-run/router ranks a routes
// array once and tries only the branches that can match, @remix-run/react builds a build's server routes once and
// react-router-dom converts them to data routes once, so the router's caches hold across requests; react-router
// resolves a route context's pathnames once for all its links (decision 042). They are applied at
// install by patch-package; an install that skipped scripts would lose them without a sound, so the server says so at
// start. The unit test tests/router-patch.test.ts checks the patched behaviour itself.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The router file the server runtime loads (its CommonJS build). */
export function serverRouterFile() {
  const serverRuntime = require.resolve("@remix-run/server-runtime");
  return createRequire(serverRuntime).resolve("@remix-run/router");
}

/** The files of @remix-run/react and react-router-dom that render a document on the server (CommonJS builds). */
export function serverRenderFiles() {
  const remixReact = require.resolve("@remix-run/react");
  return {
    remixServer: path.join(path.dirname(remixReact), "server.js"),
    staticRouter: createRequire(remixReact).resolve("react-router-dom/server"),
    reactRouter: createRequire(createRequire(remixReact).resolve("react-router-dom")).resolve("react-router"),
  };
}

/** The patches that are not live in the files the server loads (empty when all are). */
export function missingRouterPatches() {
  const has = (file, ...marks) => {
    const source = fs.readFileSync(file, "utf8");
    return marks.every((mark) => source.includes(mark));
  };
  const { remixServer, staticRouter, reactRouter } = serverRenderFiles();
  const missing = [];
  if (
    !has(
      serverRouterFile(),
      "const rankedBranches = new WeakMap()",
      "function compilePathOnce(",
      "function branchesByFirstSegment(",
    )
  )
    missing.push("@remix-run/router");
  if (!has(remixServer, "function serverRoutesOnce(")) missing.push("@remix-run/react");
  if (!has(staticRouter, "const dataRoutesByRoutes = new WeakMap()")) missing.push("react-router-dom");
  // react-router's main file picks its production build by NODE_ENV: the server runs that one (decision 042).
  const productionRouter = path.join(path.dirname(reactRouter), "umd", "react-router.production.min.js");
  if (!has(productionRouter, "function __rpj(")) missing.push("react-router");
  return missing;
}

/** True when the files the server runs carry all the patches' caches. */
export function routerPatchLive() {
  return missingRouterPatches().length === 0;
}
