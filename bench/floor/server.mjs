#!/usr/bin/env node
// The floor's HTTP server: the same Express adapter, compression and static assets as the back-office's
// server/index.mjs, without the back-office's own middleware (logs, health, cross-site guard). Usage:
// node bench/floor/server.mjs; PORT, FLOOR_UPSTREAM_URL and FLOOR_UPSTREAM_TOKEN from the bench (bench/app.mjs).
import path from "node:path";
import url from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const here = path.dirname(url.fileURLToPath(import.meta.url));
const build = await import(url.pathToFileURL(path.join(here, "build", "index.js")).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const app = express();
app.disable("x-powered-by");
// The back-office's brotli window (decision 043): with compression's default 4 MB window, ten answers in flight cost
// the floor far more than the back-office, and a page's markup in the floor at concurrency 10 was no lower bound.
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
app.use(
  build.publicPath,
  express.static(path.resolve(here, build.assetsBuildDirectory), { immutable: true, maxAge: "1y" }),
);
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(Number(process.env.PORT ?? 3157), () => {
  console.log(`[floor] listening on http://localhost:${server.address().port}`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
