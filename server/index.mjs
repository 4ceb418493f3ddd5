#!/usr/bin/env node
// The back-office's HTTP server: Remix's own Express adapter with what remix-serve gave (compression, fingerprinted
// assets cached for a year and sent precompressed, public files) and what production needs: health endpoints ahead
// of every guard, one log line and a Server-Timing header per request, a graceful shutdown on SIGTERM, and the app's
// own 403 page for a cross-site form post. Usage: node server/index.mjs [build/index.js]; PORT (default 3000), HOST
// (default all).
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { markCrossSitePost } from "./cross-site.mjs";
import { healthRoutes } from "./health.mjs";
import { requestLog } from "./request-log.mjs";
import { missingPatches } from "./patches.mjs";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
/** How long requests in flight may take to finish after SIGTERM before the process gives up on them. */
const shutdownTimeoutMs = 10_000;

const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
// The build is loaded before the globals are installed: the upstream client keeps Node's own fetch (upstream.server.ts).
const build = await import(url.pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });
const unapplied = missingPatches();
if (unapplied.length > 0) {
  console.warn(
    `[back-office] patches not applied (was the install run with --ignore-scripts?), see patches/README.md: ${unapplied.join("; ")}`,
  );
}

let draining = false;
const app = express();
app.disable("x-powered-by");
app.use((_req, res, next) => {
  // While shutting down, every answer closes its connection, so no keep-alive connection outlives its last request.
  if (draining) res.setHeader("Connection", "close");
  next();
});
// Headers of every answer, assets and downloads included, as the app decides them (HSTS with Secure cookies).
const everyAnswer = Object.entries(build.entry.module.transportSecurityHeaders?.() ?? {});
if (everyAnswer.length > 0)
  app.use((_req, res, next) => {
    for (const [name, value] of everyAnswer) res.setHeader(name, value);
    next();
  });
// Brotli's window sized to the documents (decision 043): the default 4 MB window gives a page under 256 KB no smaller
// answer, yet each answer in flight holds its own, and ten of them at once made compressing a list cost 1.8× as much.
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
// Fingerprinted assets, cached for good. A production build's are each sent as the brotli or gzip copy made at build
// time (scripts/precompress.mjs) when the browser takes it (compression above leaves an answer already encoded
// alone), else as they are. Under `npm run dev` they are rebuilt while the server runs, so they are read as they are.
const assetOptions = { immutable: true, maxAge: "1y" };
app.use(
  build.publicPath,
  process.env.NODE_ENV === "production"
    ? expressStaticGzip(build.assetsBuildDirectory, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        serveStatic: assetOptions,
      })
    : express.static(build.assetsBuildDirectory, assetOptions),
);
// Only the public folder's own entries (the favicon) go to the disk: a page request is not stat-ed there first.
const servePublic = express.static("public", { maxAge: "1h" });
const publicEntries = new Set(fs.readdirSync("public").map((name) => `/${name}`));
app.use((req, res, next) => (publicEntries.has(`/${req.path.split("/")[1]}`) ? servePublic(req, res, next) : next()));
app.use(requestLog({ tally: build.entry.module }));
// The peer's address, noted inside the request's own context for the sign-in throttle and the devices page (no proxy
// is trusted: see app/core/http/client-address.server.ts).
app.use((req, _res, next) => {
  build.entry.module.noteClientAddress?.(req.socket.remoteAddress);
  next();
});
app.use(healthRoutes({ upstreamUrl: process.env.UPSTREAM_URL ?? "", isDraining: () => draining }));
app.use(markCrossSitePost);
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const server = process.env.HOST ? app.listen(port, process.env.HOST, ready) : app.listen(port, ready);
// Idle keep-alive connections stay open longer than the load balancer's (60 s on the common ones) and any client's:
// with Node's 5 s, a client reusing a connection just as the server closes it gets a reset instead of an answer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

function ready() {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(`[back-office] listening on http://localhost:${listening}`);
}

/** Stops accepting connections, lets the requests in flight finish, then exits; bounded by shutdownTimeoutMs. */
function shutdown() {
  if (draining) return;
  draining = true;
  server.close(() => process.exit(0));
  // A kept-alive connection goes idle when its request in flight is answered: closed then, not at its 65 s timeout.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    console.error(`[back-office] requests still in flight ${shutdownTimeoutMs / 1000} s after SIGTERM; closing them`);
    server.closeAllConnections();
    process.exit(1);
  }, shutdownTimeoutMs).unref();
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
