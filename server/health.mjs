// Health endpoints for load balancers, answered before the app and any guard. /healthz (liveness): the process serves.
// /readyz (readiness): the upstream answers within a short time-out, and this process is not shutting down. The bodies
// say only the state, never an address or an error.

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
    answer(res, up ? 200 : 503, { status: up ? "ready" : "unavailable" });
  };
}
