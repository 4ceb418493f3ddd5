// Health endpoints for load balancers, answered before the app and any guard. /healthz (liveness): the process serves.
// /readyz (readiness): the upstream answers within a short time-out, and this process is not shutting down. The bodies
// say only the state, never an address or an error. /readyz also reports, for information only (never failing it),
// the latest verdict of the contract probe of each upstream aggregate this process made (decision 049): whether the
// upstream honoured the scope's filters there, and when.

/** Where the app notes its verdicts (app/core/upstream/scope-probe.server.ts `verdictRegisterKey`). */
const verdictRegisterKey = Symbol.for("backoffice.aggregateVerdicts");

/**
 * The latest verdict per aggregate, `{name: {verdict: "honoured" | "ignored", at}}`, by name; empty before any probe
 * (an admin's reads are not probed, and nothing is probed outside a user's request).
 */
export function aggregateVerdicts() {
  const register = globalThis[verdictRegisterKey];
  if (!(register instanceof Map)) return {};
  const verdicts = {};
  for (const [name, entry] of [...register].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (entry && (entry.verdict === "honoured" || entry.verdict === "ignored"))
      verdicts[name] = { verdict: entry.verdict, at: String(entry.at) };
  }
  return verdicts;
}

const readinessTimeoutMs = 2_000;

/**
 * Asks the upstream something cheap that needs no credentials (`GET /users/me` without a bearer: a 401 from a live
 * API). Any HTTP answer below 500 means it is up; a 5xx (a gateway with nothing behind it), a refused connection or
 * no answer within the time-out means it is not.
 */
export async function upstreamAnswers(upstreamUrl, timeoutMs = readinessTimeoutMs) {
  const base = upstreamUrl.endsWith("/") ? upstreamUrl : `${upstreamUrl}/`;
  try {
    const response = await fetch(new URL("users/me", base), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * The two routes, as Express middleware. `isDraining` says the process is shutting down (readiness then fails at
 * once). Probes that arrive together share one upstream call.
 */
export function healthRoutes({ upstreamUrl, isDraining, timeoutMs = readinessTimeoutMs }) {
  let probe = null;
  const ready = () => {
    probe ??= upstreamAnswers(upstreamUrl, timeoutMs).finally(() => {
      probe = null;
    });
    return probe;
  };
  const answer = (res, status, body) => {
    res
      .writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" })
      .end(JSON.stringify(body));
  };
  return async function health(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.url.split("?", 1)[0];
    if (path === "/healthz") return answer(res, 200, { status: "ok" });
    if (path !== "/readyz") return next();
    const up = !isDraining() && (await ready()) && !isDraining();
    const verdicts = aggregateVerdicts();
    answer(res, up ? 200 : 503, {
      status: up ? "ready" : "unavailable",
      ...(Object.keys(verdicts).length > 0 ? { aggregates: verdicts } : {}),
    });
  };
}
