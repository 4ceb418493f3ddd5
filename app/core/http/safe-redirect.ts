// The one rule for every redirect target a user can write (`redirectTo`, the image picker's `returnTo`): it is followed
// only if the Location we answer, resolved as a browser resolves it, stays on the back-office's own origin; anything
// else falls back. The target is resolved with the WHATWG URL parser (the browser's), and the path it resolves to is
// checked again as the Location it becomes: `/.//evil.example` resolves to `//evil.example`, which a browser reads as
// another host, so it falls back too.

/** A stand-in origin: the rule holds whatever the real one is, since a same-origin path never names one. */
const probeOrigin = "http://same-site.invalid";

/** Whether the text holds a C0 control or DEL (and, with `orSpace`, a space): characters the URL parser drops or trims. */
function hasControl(text: string, orSpace = false): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || (orSpace && code === 0x20)) return true;
  }
  return false;
}

/** True when `location`, sent as it is, is a path a browser resolves on the answering site, and to itself again. */
export function staysOnSite(location: string): boolean {
  // A path-absolute reference: one slash, then not a second slash or a backslash (both open an authority).
  if (!/^\/(?![/\\])/.test(location)) return false;
  // The URL parser drops tabs and newlines and trims controls and spaces, so `/\t/evil` would read as `//evil`.
  if (hasControl(location, true)) return false;
  try {
    const url = new URL(location, probeOrigin);
    return url.origin === probeOrigin && `${url.pathname}${url.search}${url.hash}` === location;
  } catch {
    return false;
  }
}

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  // A target that does not even start as a same-site path, or carries controls the parser would drop, is refused.
  if (typeof to !== "string" || !/^\/(?![/\\])/.test(to) || hasControl(to)) return fallback;
  try {
    const url = new URL(to, probeOrigin);
    if (url.origin !== probeOrigin) return fallback;
    const location = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments and encodings resolved: what is left must itself be a same-site path, unchanged when read again.
    return staysOnSite(location) ? location : fallback;
  } catch {
    return fallback;
  }
}

/** The path and query of a request, as a redirectTo value. */
export function pathWithSearch(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo === "/") return "/login";
  return `/login?${new URLSearchParams({ redirectTo })}`;
}
