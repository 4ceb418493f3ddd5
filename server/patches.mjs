// The patches of patches/ (patches/README.md says what each one does and why) are applied at install by
// patch-package; an install that skipped scripts would lose them without a sound, so the server says at start which
// patched behaviour is missing, by a mark each patch leaves in the files the server or the build runs. The unit tests
// named in patches/README.md check each behaviour itself.
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
  };
}

/** @remix-run/react's route discovery: the CommonJS build and the ES build the browser bundle is made from. */
export function routeDiscoveryFiles() {
  const dist = path.dirname(require.resolve("@remix-run/react"));
  return [path.join(dist, "fog-of-war.js"), path.join(dist, "esm", "fog-of-war.js")];
}

/** The compiler's plugin that stands empty modules in for `.server` ones in the browser build, or null when the
 * compiler is not installed (a production install: the build was made elsewhere). */
function emptyModulesFile() {
  try {
    return path.join(
      path.dirname(require.resolve("@remix-run/dev/package.json")),
      "dist/compiler/plugins/emptyModules.js",
    );
  } catch {
    return null;
  }
}

/** A file and the marks its patch leaves in it. */
const carries = (file, ...marks) => ({ file, marks });

/** Each patched behaviour: its package, what it does, and the files that must carry its marks. */
function patchedBehaviours() {
  const router = serverRouterFile();
  const { remixServer, staticRouter } = serverRenderFiles();
  const compiler = emptyModulesFile();
  return [
    {
      pkg: "@remix-run/router",
      behaviour: "route matching ranks a routes array once and tries only the branches that can match",
      files: [
        carries(
          router,
          "const rankedBranches = new WeakMap()",
          "function compilePathOnce(",
          "function branchesByFirstSegment(",
          "function branchCanMatch(",
        ),
      ],
    },
    {
      pkg: "@remix-run/router",
      behaviour: "a link's path checks build their error message only when one fails",
      files: [carries(router, 'if (to.pathname && to.pathname.includes("?")) invariant(false,')],
    },
    {
      pkg: "@remix-run/react",
      behaviour: "the server render makes a build's routes once",
      files: [carries(remixServer, "function serverRoutesOnce(")],
    },
    {
      pkg: "@remix-run/react",
      behaviour: "route discovery skips the page on screen",
      files: routeDiscoveryFiles().map((file) => carries(file, "path === window.location.pathname")),
    },
    {
      pkg: "react-router-dom",
      behaviour: "the static router converts a routes array to data routes once",
      files: [carries(staticRouter, "const dataRoutesByRoutes = new WeakMap()")],
    },
    ...(compiler
      ? [
          {
            pkg: "@remix-run/dev",
            behaviour: "the browser build drops the empty stand-ins of `.server` modules nothing uses",
            files: [carries(compiler, "sideEffects: false")],
          },
        ]
      : []),
  ];
}

/** The patched behaviours missing from the installed files, as "package: behaviour" (empty when all are live). */
export function missingPatches() {
  const applied = ({ file, marks }) => {
    const source = fs.readFileSync(file, "utf8");
    return marks.every((mark) => source.includes(mark));
  };
  return patchedBehaviours()
    .filter(({ files }) => !files.every(applied))
    .map(({ pkg, behaviour }) => `${pkg}: ${behaviour}`);
}
