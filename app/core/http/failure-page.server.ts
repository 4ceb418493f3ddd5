// What a resource route (CSV exports, the door's JSON and scanned links, a redirecting page) answers a person when it
// fails: a page, never the JSON or plain text a failure is thrown as (decision 047). Remix renders a
// route's error boundary for pages only; a route without a component answers whatever it throws, as it is, so a browser
// that navigates to one (a download link, a scanned code, a typed address) would show `{"failure":"timeout"}`. Scripts
// that ask for JSON (`Accept: application/json`) and the data requests of single fetch still get what was thrown.
import { isRouteErrorResponse } from "@remix-run/react";
import stylesheet from "~/tailwind.css";
import { getTranslator } from "../i18n/i18n.server";
import { getTheme } from "../shell/preferences.server";
import { isUpstreamFailureBody, type UpstreamFailure } from "../upstream/upstream-failure";

/**
 * Whether a request is a person's navigation rather than a script's or the router's data request: a GET (or HEAD)
 * that is not a single-fetch `.data` request nor a `_data` one, and that does not ask for JSON before HTML.
 */
function wantsPage(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.searchParams.has("_data")) return false;
  const accept = (request.headers.get("accept") ?? "").toLowerCase();
  if (accept.includes("text/html")) return true;
  return !accept.includes("application/json") && !accept.includes("text/x-script");
}

/**
 * Whether a browser navigates here itself (it says `text/html`): a JSON endpoint for scripts (the door's kept list, a
 * picker's options) then sends the person to the page it serves, or to not-found, instead of showing its JSON.
 */
export function navigatedTo(request: Request): boolean {
  return wantsPage(request) && (request.headers.get("accept") ?? "").toLowerCase().includes("text/html");
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

type Failure = { status: number; kind: UpstreamFailure | "not-found-page" | "forbidden"; messageKey?: string };

/** What a thrown value says, as the app's error boundary reads it (app/ui/shell/error-boundary.tsx). */
async function failureOf(thrown: unknown): Promise<Failure> {
  if (thrown instanceof Response) {
    let body: unknown = undefined;
    const text = await thrown
      .clone()
      .text()
      .catch(() => "");
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    if (isUpstreamFailureBody(body)) {
      if (body.failure === "not-found") return { status: 404, kind: "not-found-page" };
      return { status: thrown.status, kind: body.failure, messageKey: body.messageKey };
    }
    if (thrown.status === 404) return { status: 404, kind: "not-found-page" };
    if (thrown.status === 403) return { status: 403, kind: "forbidden" };
    if (thrown.status === 400) return { status: 400, kind: "bad-request" };
    return { status: thrown.status >= 500 ? thrown.status : 500, kind: "server" };
  }
  if (isRouteErrorResponse(thrown) && thrown.status === 404) return { status: 404, kind: "not-found-page" };
  return { status: 500, kind: "server" };
}

const titles: Record<Failure["kind"], string> = {
  "not-found-page": "errors.notFoundTitle",
  "not-found": "errors.notFoundTitle",
  forbidden: "quality.forbiddenTitle",
  "bad-request": "errors.badRequest",
  server: "errors.serverTitle",
  timeout: "errors.timeoutTitle",
  unreachable: "errors.unreachableTitle",
  malformed: "errors.serverTitle",
  withheld: "errors.withheldTitle",
};

/**
 * The app's error page as a whole document of its own (the same words, classes and stylesheet as the error boundary's,
 * with no script): not-found for a record out of reach or unknown, else the retry page of spec section 8. An upstream
 * 400 is said through the catalogue of server-messages.ts, never as the upstream sent it.
 */
async function failurePage(request: Request, thrown: unknown): Promise<Response> {
  const failure = await failureOf(thrown);
  if (failure.kind === "server" && !(thrown instanceof Response))
    console.error(`[page] ${request.method} ${new URL(request.url).pathname}:`, thrown);
  const [{ language, t }, theme] = await Promise.all([getTranslator(request), getTheme(request)]);
  const title = t(titles[failure.kind]);
  const text =
    failure.kind === "not-found-page" || failure.kind === "not-found"
      ? t("errors.notFoundText")
      : failure.kind === "forbidden"
        ? t("quality.forbiddenText")
        : failure.messageKey
          ? t(failure.messageKey)
          : t("errors.upstreamText");
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const code = failure.kind === "not-found-page" || failure.kind === "not-found" ? "404" : undefined;
  const retry =
    code || failure.kind === "forbidden"
      ? ""
      : `<a href="${escape(here)}" class="btn-primary">${escape(t("errors.retry"))}</a>`;
  const home = `<a href="/" class="${retry ? "btn-secondary" : "btn-primary"}">${escape(t("errors.backHome"))}</a>`;
  const html = `<!DOCTYPE html>
<html lang="${language}" dir="ltr" class="h-full bg-slate-50"${theme === "system" ? "" : ` data-theme="${escape(theme)}"`}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(t("app.title"))}</title>
<link rel="stylesheet" href="${escape(stylesheet)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="h-full text-slate-900 antialiased">
<main id="main" class="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
${code ? `<p class="text-5xl font-bold text-brand-600">${code}</p>\n` : ""}<h1 class="mt-4 text-2xl font-semibold text-slate-900">${escape(title)}</h1>
<p class="mt-2 text-slate-600">${escape(text)}</p>
<div class="mt-8 flex gap-3">${retry}${home}</div>
</main>
</body>
</html>
`;
  return new Response(request.method === "HEAD" ? null : html, {
    status: failure.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * A resource route's loader that answers a page when it fails for a person's navigation: what it throws (a failure, a
 * not-found, an error) becomes the error page; redirects, and everything a script or data request asked for, pass.
 */
export function pageOnFailure<Args extends { request: Request }, Result>(
  loader: (args: Args) => Promise<Result> | Result,
): (args: Args) => Promise<Result | Response> {
  return async (args) => {
    try {
      return await loader(args);
    } catch (thrown) {
      if (!wantsPage(args.request)) throw thrown;
      if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) throw thrown;
      // A request the browser gave up on has no one to answer.
      if (args.request.signal.aborted) throw thrown;
      return failurePage(args.request, thrown);
    }
  };
}
