// The test knobs under /__control/ (latency, injected faults, reset, request log, token expiry): tests and benchmarks
// need to make the upstream slow, broken or forgetful on demand, and to see what the app asked of it.
import { expireNewestToken } from "./auth.mjs";
import { HttpError, readJson, sendJson } from "./http.mjs";
import { createJobTimings } from "./upload-jobs.mjs";

/** The filters that confine a read to a venue or an event: what an upstream without scope filtering would ignore. */
const defaultIgnoredFilters = ["discoId", "eventId", "formatId", "format"];
const faultTypes = ["500", "400", "hang", "malformed", "reset"];
const maxLogEntries = 20000;
const maxLatencyMs = 60000;
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
// Request ids whose last bearer token is remembered (for expire-token by request id); the oldest are forgotten first.
const maxRememberedTokens = 5000;

/** An optional request-id prefix of a knob: a scoped knob touches only requests whose X-Request-Id starts with it. */
function requestIdOf(body) {
  if (body.requestId === undefined) return undefined;
  if (typeof body.requestId !== "string" || !requestIdPattern.test(body.requestId))
    throw new HttpError(400, "requestId must be 1-128 of A-Z a-z 0-9 . _ : -");
  return body.requestId;
}

export function createControl(store) {
  let latencyMs = 0;
  let faults = [];
  // Requests (by request-id prefix) whose reads ignore some filters, as an upstream that does not honour them would.
  let ignoredFilters = [];
  // Request-id prefixes whose writes ignore If-Match and whose reads send no ETag, as an upstream without conditional
  // writes would (the door's one entry per guest must hold there too: decision 048).
  let unconditional = [];
  // How long the upload jobs of a test's requests take, and whether they fail (upload-jobs.mjs).
  const jobTimings = createJobTimings();
  const log = [];
  // Every non-control request since the last reset or log clear, also past the log's cap (benchmarks count calls).
  let requests = 0;
  const hanging = new Set();
  // The last bearer token each request id came with, so a test can expire its own session and no one else's.
  const tokensByRequestId = new Map();

  /** Hung requests end here: their sockets are destroyed, so no client waits forever once a test moves on. */
  function releaseHanging() {
    for (const res of hanging) res.socket?.destroy();
    hanging.clear();
  }

  function clearFaults() {
    faults = [];
    releaseHanging();
  }

  function addFault(body) {
    const type = String(body.type ?? "");
    if (!faultTypes.includes(type)) throw new HttpError(400, "type must be one of 500, 400, hang, malformed, reset");
    if (typeof body.path !== "string" || !body.path.startsWith("/")) throw new HttpError(400, "path must start with /");
    if (body.method !== undefined && typeof body.method !== "string")
      throw new HttpError(400, "method must be a string");
    const times = body.times ?? null;
    if (times !== null && !(Number.isInteger(times) && times > 0))
      throw new HttpError(400, "times must be a positive integer");
    const requestId = requestIdOf(body);
    if (body.message !== undefined && typeof body.message !== "string")
      throw new HttpError(400, "message must be a string");
    // A 400 answers `{message}` when one is given, and an empty body otherwise.
    const fault = { method: body.method?.toUpperCase(), path: body.path, type, times, message: body.message };
    if (requestId !== undefined) fault.requestId = requestId;
    faults.push(fault);
    return fault;
  }

  function addIgnoredFilters(body) {
    const requestId = requestIdOf(body);
    if (requestId === undefined) throw new HttpError(400, "requestId is required");
    const fields = body.fields ?? defaultIgnoredFilters;
    if (!Array.isArray(fields) || fields.some((field) => typeof field !== "string" || !field))
      throw new HttpError(400, "fields must be a list of field names");
    const rule = { requestId, fields };
    ignoredFilters.push(rule);
    return rule;
  }

  const routes = {
    config: {
      GET: async () => ({ status: 200, body: { latencyMs } }),
      PUT: async (req) => {
        const body = await readJson(req);
        const value = Number(body.latencyMs ?? 0);
        if (!Number.isFinite(value) || value < 0 || value > maxLatencyMs) {
          throw new HttpError(400, `latencyMs must be a number from 0 to ${maxLatencyMs}`);
        }
        latencyMs = value;
        return { status: 200, body: { latencyMs } };
      },
    },
    faults: {
      GET: async () => ({ status: 200, body: faults }),
      POST: async (req) => ({ status: 201, body: addFault(await readJson(req)) }),
      DELETE: async () => {
        clearFaults();
        return { status: 204 };
      },
    },
    "ignore-filters": {
      GET: async () => ({ status: 200, body: ignoredFilters }),
      POST: async (req) => ({ status: 201, body: addIgnoredFilters(await readJson(req)) }),
      DELETE: async () => {
        ignoredFilters = [];
        return { status: 204 };
      },
    },
    unconditional: {
      GET: async () => ({ status: 200, body: unconditional }),
      POST: async (req) => {
        // Without a requestId it reaches every request (a spec on a mock of its own).
        const requestId = requestIdOf(await readJson(req)) ?? "";
        unconditional.push(requestId);
        return { status: 201, body: { requestId } };
      },
      DELETE: async () => {
        unconditional = [];
        return { status: 204 };
      },
    },
    "upload-jobs": {
      GET: async () => ({ status: 200, body: jobTimings.list() }),
      POST: async (req) => {
        const body = await readJson(req);
        const requestId = requestIdOf(body);
        try {
          return { status: 201, body: jobTimings.add({ ...body, requestId }) };
        } catch (error) {
          if (error instanceof RangeError) throw new HttpError(400, error.message);
          throw error;
        }
      },
      DELETE: async () => {
        jobTimings.clear();
        return { status: 204 };
      },
    },
    reset: {
      POST: async () => {
        store.reset();
        jobTimings.clear();
        unconditional = [];
        latencyMs = 0;
        clearFaults();
        ignoredFilters = [];
        log.length = 0;
        requests = 0;
        tokensByRequestId.clear();
        return { status: 204 };
      },
    },
    log: {
      GET: async () => ({ status: 200, body: log }),
      DELETE: async () => {
        log.length = 0;
        requests = 0;
        return { status: 204 };
      },
    },
    stats: {
      GET: async () => ({ status: 200, body: { requests } }),
    },
    "expire-token": {
      POST: async (req) => {
        const body = await readJson(req);
        const requestId = requestIdOf(body);
        if (requestId === undefined) {
          if (!expireNewestToken(store, body.email)) throw new HttpError(404, "No session for that email");
          return { status: 204 };
        }
        // The session of the newest request that carried this request id (prefix): only that test's browser.
        const token = [...tokensByRequestId].reverse().find(([id]) => id.startsWith(requestId))?.[1];
        const session = token && store.collection("tokens").find((t) => t.token === token);
        if (!session) throw new HttpError(404, "No session for that request id");
        session.expiresAt = new Date(0).toISOString();
        store.changed();
        return { status: 204 };
      },
    },
  };

  return {
    /** Answers `/__control/{route}`. */
    async handle(req, res, route) {
      if (!Object.hasOwn(routes, route)) throw new HttpError(404, "Not found");
      const handler = Object.hasOwn(routes[route], req.method) ? routes[route][req.method] : null;
      if (!handler) throw new HttpError(405, "Method not allowed");
      const { status, body } = await handler(req);
      sendJson(res, status, body);
    },

    latencyMs: () => latencyMs,

    /** The durations (and armed failure) of an upload job started by a request with this X-Request-Id. */
    jobTiming: (requestId) => jobTimings.of(requestId),

    /**
     * The fault type for this request, if one is armed; counts it down. A fault with a `requestId` matches only
     * requests whose X-Request-Id starts with it, so a test's fault never reaches another test's requests.
     */
    takeFault(method, pathname, requestId) {
      const fault = faults.find(
        (f) =>
          (!f.method || f.method === method) &&
          pathname.startsWith(f.path) &&
          (f.requestId === undefined || (typeof requestId === "string" && requestId.startsWith(f.requestId))),
      );
      if (!fault) return null;
      if (fault.times !== null && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      return { type: fault.type, message: fault.message };
    },

    /**
     * Takes out of a read's query the filters the test behind this request id asked to be ignored (`ignore-filters`):
     * its lists then answer other venues' and other events' rows, as an upstream that honours no filter would.
     */
    dropIgnoredFilters(params, requestId) {
      if (typeof requestId !== "string" || !requestId) return;
      for (const rule of ignoredFilters) {
        if (!requestId.startsWith(rule.requestId)) continue;
        for (const key of [...params.keys()]) {
          const field = key.replace(/\[(gte|lte|gt|lt|ne)\]$/, "");
          if (rule.fields.includes(field)) params.delete(key);
        }
      }
    },

    /** Whether this request's test asked for an upstream without conditional writes (`unconditional`). */
    ignoresConditions(requestId) {
      const id = typeof requestId === "string" ? requestId : "";
      return unconditional.some((prefix) => id.startsWith(prefix));
    },

    hold(res) {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
    },

    /** Milliseconds since the epoch with a sub-millisecond fraction, for the start and end of each logged call. */
    now: () => performance.timeOrigin + performance.now(),

    /** Remembers the bearer token a request id came with (for expire-token by request id). */
    rememberToken(requestId, token) {
      if (typeof requestId !== "string" || !requestId || !token) return;
      tokensByRequestId.delete(requestId);
      tokensByRequestId.set(requestId, token);
      if (tokensByRequestId.size > maxRememberedTokens) tokensByRequestId.delete(tokensByRequestId.keys().next().value);
    },

    /** Logs and counts a request; the entry's status and end time are filled in when its answer is sent. */
    record(entry, res) {
      requests += 1;
      log.push(entry);
      if (log.length > maxLogEntries) log.splice(0, log.length - maxLogEntries);
      res.on("finish", () => {
        entry.status = res.statusCode;
        entry.endMs = performance.timeOrigin + performance.now();
      });
    },

    releaseHanging,
  };
}
