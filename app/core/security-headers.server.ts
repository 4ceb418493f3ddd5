// Headers every HTML response carries: an enforced content security policy with a per-request nonce, and the usual
// hardening. Images may come from the avatar service, the upstream (uploads) and the map's tile server.
import { env } from "./env.server";
import { tileSource } from "./map-tiles";

function originOf(value: string | undefined): string {
  if (!value) return "";
  try {
    return new URL(value).origin;
  } catch {
    return "";
  }
}

export function securityHeaders(nonce: string): Record<string, string> {
  const imageOrigins = [
    originOf(env.AVATAR_URL ?? "https://www.gravatar.com/avatar/"),
    originOf(env.UPSTREAM_URL),
    tileSource(env.MAP_TILE_URL),
  ]
    .filter(Boolean)
    .join(" ");
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins}`,
    "font-src 'self'",
    `connect-src 'self'${env.NODE_ENV === "development" ? " ws:" : ""}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}
