// A plain form post whose `Origin` names another host is stopped by Remix's own check (server-runtime's
// throwIfPotentialCSRFAttack) before any app code runs, with an empty 500. The server hands it to the app instead,
// marked the way a browser marks a cross-site request (`Sec-Fetch-Site: cross-site`), so the app's guard
// (app/lib/same-origin.server.ts) refuses it with its own 403 page, in the user's language.

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The host Remix compares the Origin with: the first `X-Forwarded-Host`, else `Host`. */
function hostOf(headers) {
  const forwarded = headers["x-forwarded-host"];
  const first = typeof forwarded === "string" ? forwarded.split(",")[0].trim() : "";
  return first || headers.host || undefined;
}

/** True exactly when Remix would refuse the request as a potential CSRF attack (an unparsable Origin included). */
export function hasForeignOrigin(method, headers) {
  if (!unsafeMethods.has(method)) return false;
  const origin = headers.origin;
  if (typeof origin !== "string" || origin === "") return false;
  const host = hostOf(headers);
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Express middleware: turns a foreign-Origin post into one the app's cross-site guard refuses. */
export function markCrossSitePost(req, _res, next) {
  if (hasForeignOrigin(req.method, req.headers)) {
    delete req.headers.origin;
    req.headers["sec-fetch-site"] = "cross-site";
  }
  next();
}
