#!/usr/bin/env node
// Entry of the stand-in for the platform's API: a real HTTP server on 127.0.0.1 honouring the contract of spec
// section 7, so the app is developed and tested against the same wire format it will meet in production. This file
// only wires the pieces together and decides which handler answers; each concern lives in its own module.
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { handleAuth, requireBearer } from "./auth.mjs";
import { handleChats } from "./chats.mjs";
import { createControl } from "./control.mjs";
import { handleEntity, isEntity } from "./entities.mjs";
import { HttpError, basicCredentials, bearerToken, sendJson } from "./http.mjs";
import { handleImages } from "./images.mjs";
import { handleKpi } from "./kpi.mjs";
import { handleOrders } from "./orders.mjs";
import { handlePeopleAssets } from "./people.mjs";
import { makeSeed } from "./seed.mjs";
import { createStore } from "./store.mjs";
import { handleUploadedFile, handleUploads } from "./uploads.mjs";
import { handleViews } from "./views.mjs";

const controlPrefix = "/__control/";

/**
 * Starts the mock; `port: 0` picks a free port. Resolves once it listens. `serviceToken` is the service credential
 * registration requires (spec section 7); without one a random one is made, read back from the answer.
 */
export async function startMockUpstream({
  port = 3001,
  dataDir = ".data",
  quiet = false,
  serviceToken = crypto.randomBytes(24).toString("hex"),
} = {}) {
  const root = path.resolve(dataDir);
  const report = (error) => {
    if (!quiet) console.error("[mock-upstream]", error);
  };
  const store = createStore(root, makeSeed, { onError: report });
  const control = createControl(store);

  /** Who made a request, for the log: the bearer's owner, or the email of Basic credentials. */
  function emailOf(req) {
    const token = bearerToken(req);
    if (token) return store.collection("tokens").find((t) => t.token === token || t.refreshToken === token)?.email;
    return basicCredentials(req)?.email;
  }

  async function route(req, res, pathname, url) {
    if (await handleAuth(store, req, res, pathname, { serviceToken })) return;
    // No bearer: what an <img> or a download link asks for.
    if (handleImages(req, res, pathname)) return;
    if (handleUploadedFile(store, req, res, pathname, root)) return;
    if (handlePeopleAssets(req, res, pathname)) return;
    // The endpoints outside the generic entity contract, each with its own shape.
    if (handleKpi(store, req, res, pathname, url)) return;
    if (await handleViews(store, req, res, pathname, url)) return;
    if (await handleChats(store, req, res, pathname, url)) return;
    if (await handleUploads(store, req, res, pathname, url, root, control.jobTiming)) return;
    if (handleOrders(store, req, res, pathname, url)) return;
    const entity = pathname.split("/")[1];
    if (pathname !== "/" && isEntity(entity)) {
      requireBearer(store, req);
      if (await handleEntity(store, req, res, pathname, url)) return;
    }
    throw new HttpError(404, "Not found");
  }

  /** Applies an armed fault; true when the request must not be answered normally. */
  function injectFault(req, res, pathname, requestId) {
    const fault = control.takeFault(req.method, pathname, requestId);
    if (!fault) return false;
    if (fault.type === "hang") control.hold(res);
    else if (fault.type === "reset") req.socket.destroy();
    else if (fault.type === "500") sendJson(res, 500, { message: "Internal error" });
    else if (fault.type === "400") {
      if (fault.message === undefined) {
        res.writeHead(400);
        res.end();
      } else sendJson(res, 400, { message: fault.message });
    } else {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end('[{"_id":"000000000000000000000000","name":"trunc');
    }
    return true;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://mock.local");
      const pathname = url.pathname.replace(/\/+$/, "") || "/";
      if (pathname.startsWith(controlPrefix))
        return await control.handle(req, res, pathname.slice(controlPrefix.length));

      const entry = {
        method: req.method,
        path: pathname,
        query: url.search.slice(1),
        status: 0,
        at: new Date().toISOString(),
        startMs: control.now(),
      };
      const userEmail = emailOf(req);
      if (userEmail) entry.userEmail = userEmail;
      const requestId = req.headers["x-request-id"];
      if (typeof requestId === "string" && requestId) entry.requestId = requestId;
      control.rememberToken(requestId, bearerToken(req));
      control.record(entry, res);
      const latency = control.latencyMs();
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      if (injectFault(req, res, pathname, requestId)) return;
      if (req.method === "GET") control.dropIgnoredFilters(url.searchParams, requestId);
      if (control.ignoresConditions(requestId)) {
        delete req.headers["if-match"];
        res.withoutEtag = true;
      }
      await route(req, res, pathname, url);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, { message: error.message });
      report(error);
      sendJson(res, 500, { message: "Internal error" });
    }
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // After start-up an error on the listening socket is logged, never thrown: the mock must not crash.
  server.on("error", report);

  let closing = null;
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    serviceToken,
    store,
    close() {
      closing ??= (async () => {
        control.releaseHanging();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(() => resolve()));
        store.flush();
      })();
      return closing;
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.MOCK_UPSTREAM_PORT || 3001);
  const dataDir = process.env.MOCK_UPSTREAM_DATA || ".data";
  // The back-office's service credential, the same variable the app reads (npm start gives both the same one).
  const serviceToken = process.env.UPSTREAM_SERVICE_TOKEN || undefined;
  const mock = await startMockUpstream({ port, dataDir, serviceToken });
  console.log(`Mock upstream listening on ${mock.url}`);
  const stop = async () => {
    try {
      await mock.close();
      process.exit(0);
    } catch (error) {
      console.error("[mock-upstream] could not flush the store on shutdown", error);
      process.exit(1);
    }
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
