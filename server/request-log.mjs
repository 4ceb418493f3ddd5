// One JSON line on stdout per request the app answers, and a Server-Timing header with the app's own time and the time
// it waited on the upstream. The request id is the one the app forwards upstream (X-Request-Id: the caller's when it
// is a plain token, else a new one), so a line and the upstream's log meet. The line holds the path without its query
// and never a header, cookie or token. It costs one object and one write per request.
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
const round = (ms) => Math.round(ms * 10) / 10;

/** `app;dur=…, upstream;dur=…;desc="N calls"`: the app's own time is the total less the time waited on the upstream. */
export function serverTiming(totalMs, upstreamCalls, upstreamMs) {
  const app = `app;dur=${round(Math.max(0, totalMs - upstreamMs))}`;
  if (upstreamCalls === 0) return app;
  return `${app}, upstream;dur=${round(upstreamMs)};desc="${upstreamCalls} call${upstreamCalls === 1 ? "" : "s"}"`;
}

/** The log line's fields. The path is cut at 300 characters: a line stays a line. */
function logRecord({ requestId, method, path, status, totalMs, upstreamCalls, upstreamMs, aborted }) {
  const record = {
    time: new Date().toISOString(),
    requestId,
    method,
    path: path.length > 300 ? `${path.slice(0, 300)}…` : path,
    status,
    ms: round(totalMs),
    upstreamCalls,
    upstreamMs: round(upstreamMs),
  };
  if (aborted) record.aborted = true;
  return record;
}

/**
 * Express middleware, ahead of everything it measures. `tally` comes from the server build (app/lib/request-timing
 * .server.ts, exported by entry.server.tsx): the request runs inside it so its upstream calls count themselves.
 */
export function requestLog({ tally, write = (line) => process.stdout.write(line) }) {
  return function logged(req, res, next) {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && requestIdPattern.test(given) ? given : crypto.randomUUID();
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const timing = tally.newUpstreamTiming();

    const writeHead = res.writeHead;
    res.writeHead = function timedWriteHead(...args) {
      if (!res.headersSent) {
        const now = performance.now();
        const upstream = tally.upstreamWaitedMs(timing, now);
        const value = serverTiming(now - started, timing.calls, upstream);
        const earlier = res.getHeader("Server-Timing");
        res.setHeader("Server-Timing", earlier ? `${earlier}, ${value}` : value);
      }
      return writeHead.apply(this, args);
    };

    res.once("close", () => {
      const now = performance.now();
      const record = logRecord({
        requestId,
        method: req.method,
        path: (req.originalUrl ?? req.url).split("?", 1)[0],
        status: res.statusCode,
        totalMs: now - started,
        upstreamCalls: timing.calls,
        upstreamMs: tally.upstreamWaitedMs(timing, now),
        aborted: !res.writableFinished,
      });
      write(`${JSON.stringify(record)}\n`);
    });

    tally.withUpstreamTiming(timing, next);
  };
}
