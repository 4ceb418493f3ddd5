// The back-office's service worker (decision 031): it lets the door open on a phone with no network at all, once it has
// been opened there. It keeps two things and nothing else:
// - the files pages run on (the build's scripts and styles, whose names change with their content, and the strings
//   of each language, whose address carries their version): served from here first, fetched and kept otherwise (an
//   address without a version is asked of the server first);
// - each door page the phone opened (`/events/{id}/door`), the signed-in user's own: always asked of the server
//   first, and served from here only when the server cannot be reached, and only until the time the server named
//   with it (`X-Door-Keep-Until`: the night's end, or the session's when that comes first), marked as kept;
// - the sign-in page, shown instead of a door page whose time is over: a signed-out phone shows no guest list.
// Every other request goes to the network as if there were no worker. The kept door pages go at sign-out (this worker
// drops them when the server takes the sign-out, before the page hears back; every signed-out page drops them too, and
// so does any page that the server answers with the sign-in page) and when the user or venue changes
// (door-offline.ts). A scanned link to a guest (`/events/{id}/door/{guest}`) opened without network opens the kept door
// searching for that guest.
const filesCache = "files-v1";
// The cache of door pages, named by the page that registers the worker (door-offline.ts `doorPagesCache`), which
// clears it at sign-out: one name, written once.
const doorPagesCache = new URL(self.location.href).searchParams.get("pages") || "door-pages-unnamed";
const doorPage = /^\/events\/[^/]+\/door\/?$/;
const guestLink = /^(\/events\/[^/]+\/door)\/([^/]+)\/?$/;
const keptFile = /^\/(build|locales)\//;
const signInPage = "/login";
// The sign-out form's post: the document's own, or the script's (single fetch adds `.data`).
const signOut = /^\/logout(\.data)?$/;

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
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && signOut.test(url.pathname)) return event.respondWith(leave(request));
  if (request.method !== "GET") return;
  if (request.mode === "navigate" && doorPage.test(url.pathname)) event.respondWith(openDoor(request, url));
  else if (request.mode === "navigate" && guestLink.test(url.pathname)) event.respondWith(openGuestLink(request, url));
  else if (request.mode === "navigate" && url.pathname === signInPage) event.respondWith(openSignIn(request));
  else if (keptFile.test(url.pathname)) event.respondWith(file(request));
});

/** A door page: the server's, kept for later when it is the plain page; the kept one when the server is unreachable. */
async function openDoor(request, url) {
  const cache = await caches.open(doorPagesCache);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    return (await keptDoor(cache, url.pathname)) ?? (await toSignIn()) ?? Promise.reject(error);
  }
  if (!url.search) await keepDoorPage(cache, url.pathname, response.clone());
  // Sent to sign in: the session is over, and nothing kept under it may be shown any more.
  if (response.redirected && new URL(response.url).pathname === signInPage) await caches.delete(doorPagesCache);
  return response;
}

/** The kept door page, while its time lasts, marked as the kept copy (the page is offline from its first paint). */
async function keptDoor(cache, pathname) {
  const kept = await cache.match(pathname);
  if (!kept) return null;
  const until = Date.parse(kept.headers.get("x-kept-until") ?? "");
  if (!(until > Date.now())) {
    await cache.delete(pathname);
    return null;
  }
  // Marked in a header the page reads from its navigation's timing (the document itself stays as the server drew it).
  const headers = new Headers(kept.headers);
  headers.set("server-timing", `door-kept;desc="${kept.headers.get("x-kept-at")}"`);
  return new Response(await kept.blob(), { status: 200, headers });
}

/** A scanned guest's link without network: the kept door, searching for that guest. */
async function openGuestLink(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    const [, door, guest] = guestLink.exec(url.pathname);
    const cache = await caches.open(doorPagesCache);
    if (!(await cache.match(door))) return (await toSignIn()) ?? Promise.reject(error);
    return Response.redirect(`${door}?${new URLSearchParams({ q: decodeURIComponent(guest) })}`, 302);
  }
}

/**
 * A sign-out: once the server has taken it, the kept door pages go before the page hears back, so that nothing the
 * next navigation asks of this worker, with or without network, can still be a door of the session that ended (the
 * page's own clean-up after it, root.tsx, may be cut short by that navigation). A sign-out that fails keeps them.
 */
async function leave(request) {
  const response = await fetch(request);
  // The script's post is answered 2xx (single fetch); the document's with a redirect, opaque to a worker that does not
  // follow it.
  if (response.ok || response.type === "opaqueredirect") await caches.delete(doorPagesCache);
  return response;
}

/** The sign-in page: the server's, kept so that a phone whose door time is over shows it without network. */
async function openSignIn(request) {
  try {
    const response = await fetch(request);
    // A page that signs in means whoever was signed in is not any more: the kept door pages go.
    await caches.delete(doorPagesCache);
    if (response.ok) await (await caches.open(filesCache)).put(signInPage, response.clone());
    return response;
  } catch (error) {
    return (await keptSignIn()) ?? Promise.reject(error);
  }
}

async function keptSignIn() {
  return (await (await caches.open(filesCache)).match(signInPage)) ?? null;
}

/** To the sign-in page, which this worker answers with its kept copy (a page is drawn at its own address). */
async function toSignIn() {
  return (await keptSignIn()) ? Response.redirect(signInPage, 302) : null;
}

/** Keeps a door page the server answered as the page itself, with the time it may be served until. */
async function keepDoorPage(cache, pathname, response) {
  const html = (response.headers.get("content-type") ?? "").includes("text/html");
  const until = response.headers.get("x-door-keep-until");
  if (!response.ok || response.redirected || !html || !until) {
    await cache.delete(pathname);
    return false;
  }
  const headers = new Headers(response.headers);
  headers.set("x-kept-at", new Date().toISOString());
  headers.set("x-kept-until", until);
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
        // The sign-in page too, shown instead of the door once its time is over.
        const signIn = await fetch(signInPage, { credentials: "omit" });
        if (signIn.ok) await files.put(signInPage, signIn);
      } catch {
        kept = false;
      }
      port?.postMessage({ kept });
    })(),
  );
});
