// The map's tile server from the configuration: the default, the check of a URL template, and the origin the content
// security policy must allow. Core, because the environment and the security headers read it before any page does.

export const defaultTileUrl = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const defaultTileAttribution = "© OpenStreetMap contributors";

/** A tile URL template: http(s), with {z}, {x} and {y}; `{s}` may stand for a subdomain. Empty turns tiles off. */
export function isTileUrl(template: string): boolean {
  if (template === "") return true;
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return false;
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/g, "0"));
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The origin the tiles come from, for the content security policy's img-src: `https://*.host` when `{s}` varies. */
export function tileSource(template: string): string {
  if (!template || !isTileUrl(template)) return "";
  const url = new URL(template.replace(/\{s\}/g, "subdomain").replace(/\{[a-z]+\}/g, "0"));
  const origin = url.origin;
  return template.includes("{s}") ? origin.replace("subdomain", "*") : origin;
}
