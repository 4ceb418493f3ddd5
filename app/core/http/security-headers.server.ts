// Headers every HTML response carries: an enforced content security policy with a per-request nonce, and the usual
// hardening. Images may come from the avatar service, the upstream (uploads) and the map's tile server.
import { env, secureCookies } from "../config/env.server";
import { tileSource } from "../config/map-tiles";

function originOf(value: string | undefined): string {
  if (!value) return "";
  try {
    return new URL(value).origin;
  } catch {
    return "";
  }
}

/**
 * HSTS: where the cookies are Secure (production, unless COOKIE_SECURE=0), every answer tells the browser to reach
 * this host, and its subdomains, only over https for a year, so a later plain-http link or typed address never goes
 * out in clear. Browsers ignore it on an http answer (the demo on localhost). The server (server/index.mjs) sets it
 * on every answer, assets and downloads included, from the build's entry (entry.server.tsx).
 */
export function transportSecurityHeaders(secure: boolean = secureCookies): Record<string, string> {
  return secure ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {};
}

/** Origins of the configured social sign-in providers: their scripts, and the frames and calls those scripts make. */
export type ThirdPartyOrigins = { scripts: readonly string[]; frames: readonly string[] };

export function securityHeaders(
  nonce: string,
  thirdParty: ThirdPartyOrigins = { scripts: [], frames: [] },
): Record<string, string> {
  const imageOrigins = [
    originOf(env.AVATAR_URL ?? "https://www.gravatar.com/avatar/"),
    originOf(env.UPSTREAM_URL),
    tileSource(env.MAP_TILE_URL),
  ]
    .filter(Boolean)
    .join(" ");
  const list = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join("");
  const scripts = list(thirdParty.scripts);
  const frames = list(thirdParty.frames);
  const csp = [
    "default-src 'self'",
    // The door's code reader is WebAssembly (door-camera-zxing.ts, the back-office's own file): compiling it needs
    // 'wasm-unsafe-eval', which lets in WebAssembly only, never a string of JavaScript. On every page, because a
    // client-side navigation to the door keeps the policy of the page the browser first loaded.
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'${scripts}`,
    // A provider's button brings its stylesheet (Google's) from its script's origin.
    `style-src 'self' 'unsafe-inline'${scripts}`,
    `img-src 'self' data: blob: ${imageOrigins}`,
    "font-src 'self'",
    `connect-src 'self'${frames}${env.NODE_ENV === "development" ? " ws:" : ""}`,
    ...(frames ? [`frame-src${frames}`] : []),
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
    // The door's camera scans tickets (door-camera.tsx); no other origin (a frame of another site) may ask for it.
    "Permissions-Policy": "camera=(self), microphone=(), geolocation=()",
  };
}
