// The pictures an <img> asks for, so without a bearer: the avatar looked up by email hash (only the demo admin has
// one) and the demo image library's numbered placeholders.
import crypto from "node:crypto";
import { HttpError } from "./http.mjs";

function md5(text) {
  return crypto.createHash("md5").update(text.trim().toLowerCase()).digest("hex");
}

const avatarOwner = md5("admin@demo.test");

/** `GET /avatar/:md5` and `GET /placeholder/:n.svg`, no bearer. Returns false for any other path. */
export function handleImages(req, res, pathname) {
  const method = req.method;
  const avatar = pathname.match(/^\/avatar\/([0-9a-f]{32})$/);
  if (method === "GET" && avatar) {
    if (avatar[1] !== avatarOwner) throw new HttpError(404, "Not found");
    res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
    res.end(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0f766e"/><circle cx="48" cy="38" r="18" fill="#fff"/><rect x="18" y="62" width="60" height="30" rx="15" fill="#fff"/></svg>',
    );
    return true;
  }
  const placeholder = pathname.match(/^\/placeholder\/(\d{1,4})\.svg$/);
  if (method === "GET" && placeholder) {
    // The demo library's pictures: a coloured square with its number, so a picker has something to show.
    const n = Number(placeholder[1]);
    res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${(n * 47) % 360} 60% 45%)"/><text x="60" y="72" font-size="36" text-anchor="middle" fill="#fff" font-family="sans-serif">${n}</text></svg>`,
    );
    return true;
  }
  return false;
}
