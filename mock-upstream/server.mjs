#!/usr/bin/env node
// The stand-in for the platform's API: a real HTTP server on 127.0.0.1 honouring the contract of spec section 7 over a
// persistent store with demo data, plus test knobs (latency, faults, reset, request log) under /__control/.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expireNewestToken, handleAuth, requireBearer } from "./auth.mjs";
import { entities, handleEntity } from "./entities.mjs";
import { HttpError, bearerToken, readJson, sendJson } from "./http.mjs";
import { makeSeed } from "./seed.mjs";
import { handleSpecial } from "./special.mjs";
import { createStore } from "./store.mjs";

export async function startMockUpstream({ port = 3001, dataDir = ".data", quiet = false } = {}) {
  const store = createStore(path.resolve(dataDir), makeSeed);
  const knobs = { latencyMs: 0, faults: [] };
  const log = [];
  const hanging = new Set();

  function releaseHanging() {
    for (const res of hanging) res.destroy();
    hanging.clear();
  }

  function emailOf(req) {
    const token = bearerToken(req);
    return token ? store.collection("tokens").find((t) => t.token === token)?.email : undefined;
  }

  async function control(req, res, route) {
    if (route === "config") {
      if (req.method === "PUT") {
        const body = await readJson(req);
        const latency = Number(body.latencyMs ?? 0);
        if (!Number.isFinite(latency) || latency < 0) throw new HttpError(400, "latencyMs must be a non-negative number");
        knobs.latencyMs = latency;
      }
      return sendJson(res, 200, { latencyMs: knobs.latencyMs, faults: knobs.faults });
    }
    if (route === "faults") {
      if (req.method === "DELETE") {
        knobs.faults = [];
        releaseHanging();
        return sendJson(res, 204);
      }
      const body = await readJson(req);
      if (!["500", "hang", "malformed", "reset"].includes(body.type) || typeof body.path !== "string") {
        throw new HttpError(400, "a fault needs a path and a type of 500, hang, malformed or reset");
      }
      const fault = { method: body.method?.toUpperCase(), path: body.path, type: body.type, times: body.times ?? null };
      knobs.faults.push(fault);
      return sendJson(res, 201, fault);
    }
    if (route === "reset" && req.method === "POST") {
      store.reset();
      knobs.latencyMs = 0;
      knobs.faults = [];
      log.length = 0;
      releaseHanging();
      return sendJson(res, 204);
    }
    if (route === "log") {
      if (req.method === "DELETE") {
        log.length = 0;
        return sendJson(res, 204);
      }
      return sendJson(res, 200, log);
    }
    if (route === "expire-token" && req.method === "POST") {
      const body = await readJson(req);
      if (!expireNewestToken(store, body.email)) throw new HttpError(404, "No token for that email");
      return sendJson(res, 204);
    }
    throw new HttpError(404, "Not found");
  }

  function takeFault(method, pathname) {
    const fault = knobs.faults.find((f) => (!f.method || f.method === method) && pathname.startsWith(f.path));
    if (!fault) return null;
    if (fault.times !== null) {
      fault.times -= 1;
      if (fault.times <= 0) knobs.faults.splice(knobs.faults.indexOf(fault), 1);
    }
    return fault.type;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://mock.local");
    const pathname = url.pathname.replace(/\/+$/, "") || "/";
    try {
      if (pathname.startsWith("/__control/")) return await control(req, res, pathname.slice("/__control/".length));

      const entry = { method: req.method, path: pathname, query: url.search.slice(1), status: 0, at: new Date().toISOString(), userEmail: emailOf(req) };
      log.push(entry);
      if (log.length > 20000) log.splice(0, log.length - 20000);
      res.on("finish", () => (entry.status = res.statusCode));
      if (knobs.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, knobs.latencyMs));

      const fault = takeFault(req.method, pathname);
      if (fault === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (fault === "reset") return req.socket.destroy();
      if (fault === "500") throw new HttpError(500, "Internal error");
      if (fault === "malformed") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end('{"_id": "broken", "name": "trunc');
      }

      if (await handleAuth(store, req, res, pathname)) return;
      if (await handleSpecial(store, req, res, pathname, url, path.resolve(dataDir))) return;
      if (pathname === "/" || !(await handleEntityGuarded(req, res, pathname, url))) throw new HttpError(404, "Not found");
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, { message: error.message });
      if (!quiet) console.error("[mock-upstream]", error);
      sendJson(res, 500, { message: "Internal error" });
    }
  });

  async function handleEntityGuarded(req, res, pathname, url) {
    if (!entities[pathname.split("/")[1]]) return false;
    requireBearer(store, req);
    return handleEntity(store, req, res, pathname, url);
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  const urlString = `http://127.0.0.1:${address.port}`;
  return {
    url: urlString,
    store,
    async close() {
      releaseHanging();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      store.flush();
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.MOCK_UPSTREAM_PORT ?? 3001);
  const dataDir = process.env.MOCK_UPSTREAM_DATA ?? ".data";
  const mock = await startMockUpstream({ port, dataDir });
  console.log(`Mock upstream listening on ${mock.url}`);
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
