// Cross-site form posts are refused before any action runs: a browser names the page that sent a form in `Origin`
// (and `Sec-Fetch-Site`), so a post from another site cannot act with the user's cookie. Requests without those
// headers (scripts, old browsers) are let through: the SameSite cookie already keeps them from riding on a session.
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function isCrossSite(request: Request): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true; // "null" (a sandboxed frame, a privacy-minded redirect) or garbage: not a page of ours
  }
}

/** The first line of every action: a 403 page when the post comes from another site. */
export function refuseCrossSite(request: Request): void {
  if (isCrossSite(request)) throw new Response("Cross-site request refused", { status: 403, statusText: "Forbidden" });
}
