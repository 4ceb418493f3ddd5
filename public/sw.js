// The back-office's service worker (issue 23 §1): it lets the door open on a phone with no network at all, once it has
// been opened there. It keeps two things and nothing else:
// - the files pages run on (the build's scripts and styles, whose names change with their content, and the strings
//   of each language, whose address carries their version): served from here first, fetched and kept otherwise (an
//   address without a version is asked of the server first);
// - each door page the phone opened (`/events/{id}/door`), the signed-in user's own: always asked of the server
//   first, and served from here only when the server cannot be reached, and only for the night it was kept.
// Every other request goes to the network as if there were no worker. The kept door pages go at sign-out (every
// signed-out page drops them) and when the user or venue changes (door-offline.ts).
const filesCache = "files-v1";
const doorPagesCache = "door-pages";
const doorPage = /^\/events\/[^/]+\/door\/?$/;
const keptFile = /^\/(build|locales)\//;
/** A door page kept longer than a night is not served: the night is over. */
const doorPageLifetimeMs = 16 * 3_600_000;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name !== filesCache && name !== doorPagesCache) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && doorPage.test(url.pathname)) event.respondWith(openDoor(request, url));
  else if (keptFile.test(url.pathname)) event.respondWith(file(request));
});

/** A door page: the server's, kept for later when it is the plain page; the kept one when the server is unreachable. */
async function openDoor(request, url) {
  const cache = await caches.open(doorPagesCache);
  try {
    const response = await fetch(request);
    if (!url.search) await keepDoorPage(cache, url.pathname, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(url.pathname);
    const age = kept ? Date.now() - Number(kept.headers.get("x-kept-at") ?? 0) : Infinity;
    if (kept && age < doorPageLifetimeMs) return kept;
    if (kept) await cache.delete(url.pathname);
    throw error;
  }
}

/** Keeps a door page the server answered as the page itself: not a redirect (to login), not an error page. */
async function keepDoorPage(cache, pathname, response) {
  const html = (response.headers.get("content-type") ?? "").includes("text/html");
  if (!response.ok || response.redirected || !html) return false;
  const headers = new Headers(response.headers);
  headers.set("x-kept-at", String(Date.now()));
  await cache.put(pathname, new Response(await response.blob(), { status: response.status, headers }));
  return true;
}

/** A file whose address names its content (the build's hashed names, the strings' `?v=`): kept for good once fetched. */
function immutable(url) {
  return url.pathname.startsWith("/build/") || url.searchParams.has("v");
}

async function file(request) {
  const cache = await caches.open(filesCache);
  if (immutable(new URL(request.url))) {
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  }
  // Any other address (the strings without a version) may change with a deploy: the server's first, kept as a fallback.
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

// The door's page asks, once loaded, to be kept with the files it runs on (the first visit loaded them before this
// worker was there to see them); it hears back when it is.
self.addEventListener("message", (event) => {
  const { data } = event;
  const port = event.ports[0];
  if (data?.type !== "keep-door" || typeof data.page !== "string" || !doorPage.test(data.page)) return;
  event.waitUntil(
    (async () => {
      let kept = false;
      try {
        const files = await caches.open(filesCache);
        for (const name of Array.isArray(data.files) ? data.files : []) {
          const url = new URL(name, self.location.origin);
          if (url.origin !== self.location.origin || !keptFile.test(url.pathname)) continue;
          if (!(await files.match(url.href))) await files.add(url.href);
        }
        const page = await fetch(data.page, { credentials: "same-origin" });
        kept = await keepDoorPage(await caches.open(doorPagesCache), data.page, page);
      } catch {
        kept = false;
      }
      port?.postMessage({ kept });
    })(),
  );
});
