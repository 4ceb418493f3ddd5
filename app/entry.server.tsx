// Renders the document: one i18next instance per request in the detected language, streaming for browsers, the whole
// page at once for bots, and the security headers with a fresh CSP nonce.
import crypto from "node:crypto";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { closeDocumentLast } from "~/core/http/document-end.server";
import { getLanguage, i18nFor } from "~/core/i18n/i18n.server";
import { securityHeaders } from "~/core/http/security-headers.server";
import { resealedSessionCookie } from "~/core/auth/session-recheck.server";
import { sessionCookieName } from "~/core/auth/session.server";
import { socialOrigins } from "~/domains/account/social-providers.server";
import { auditRegistry } from "~/domains/index";
import { describeHistoriesWith } from "~/resource/audit-names.server";
import { NonceProvider } from "~/ui/shell/nonce";
import { islandsLoaded } from "~/ui/island-code";

// The server (server/index.mjs) runs each request inside this build's upstream tally, for its log line and Server-Timing.
export { newUpstreamTiming, upstreamWaitedMs, withUpstreamTiming } from "~/core/upstream/request-timing.server";
// And notes each request's peer address (the sign-in throttle, the devices page).
export { noteClientAddress } from "~/core/http/client-address.server";
// And sets these on every answer (HSTS in production).
export { transportSecurityHeaders } from "~/core/http/security-headers.server";

/** How long Remix keeps streaming deferred data into the page (single fetch); the render is aborted a second later. */
export const streamTimeout = 5_000;

// A record's History is described with every resource's words (the engine cannot import the domains that hold them).
describeHistoriesWith(auditRegistry);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // Every route uses the one bundled namespace; the language's shared instance is read, never changed, by a render.
  const instance = await i18nFor(await getLanguage(request));
  // The server draws islands whole (decision 059): their modules are in this build, loaded once at start.
  await islandsLoaded();

  withResealedSession(request, responseHeaders);
  noStoreWhenSignedIn(request, responseHeaders);
  const nonce = crypto.randomBytes(16).toString("base64");
  for (const [name, value] of Object.entries(securityHeaders(nonce, socialOrigins()))) responseHeaders.set(name, value);
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let didError = false;
    // Stops a render still streaming after the stream timeout; cleared once the document is written, so a finished
    // render's whole state (its tree, its loader data) is not kept alive for the seconds the timer would wait.
    let abortTimer: ReturnType<typeof setTimeout> | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          // The late parts React streams (loader data, deferred values) land before the document's closing tags.
          const body = closeDocumentLast();
          body.once("finish", () => clearTimeout(abortTimer));
          // Closed before React ended it: the browser went away, so the render stops now rather than at the timeout.
          body.once("close", () => {
            clearTimeout(abortTimer);
            if (!body.writableFinished) abort();
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: didError ? 500 : responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          didError = true;
          console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * A session whose rights were read again during this request is sealed again with them, unless the answer already
 * sets the session itself (signing out, choosing a venue). Without it, the next request would simply read them again.
 */
function withResealedSession(request: Request, headers: Headers) {
  const cookie = resealedSessionCookie(request);
  if (cookie && !headers.getSetCookie().some((line) => line.startsWith(`${sessionCookieName}=`))) {
    headers.append("Set-Cookie", cookie);
  }
}

/**
 * A page or data answer for a browser with a session (or one that gets one) is never kept by a cache, the browser's
 * back-forward one included where it obeys (decision 046): after logout, Back shows no signed-in page from disk.
 */
function noStoreWhenSignedIn(request: Request, headers: Headers) {
  if (signedIn(request, headers)) headers.set("Cache-Control", "no-store");
}

function signedIn(request: Request, headers: Headers): boolean {
  const cookieName = `${sessionCookieName}=`;
  return (
    (request.headers.get("Cookie") ?? "").split(/;\s*/).some((part) => part.startsWith(cookieName)) ||
    headers.getSetCookie().some((line) => line.startsWith(cookieName))
  );
}

/** Single fetch's data requests (`<path>.data`: client navigations, revalidations and every action). */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  if (!resealedSessionCookie(request) && !signedIn(request, response.headers)) return response;
  const headers = new Headers(response.headers);
  withResealedSession(request, headers);
  noStoreWhenSignedIn(request, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests (the browser went away) are not errors of ours.
  if (request.signal.aborted) return;
  console.error(error);
}
