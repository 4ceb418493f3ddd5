// redirectTo comes from the URL: only same-site relative paths are followed, so a link cannot send a user elsewhere.
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || to.length === 0) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if ([...to].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const base = "http://same-site.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
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
