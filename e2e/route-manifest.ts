// The app's routes as Remix itself reads them: remix.config.js's `routes` (remix-flat-routes over app/routes) run
// through Remix's own defineRoutes, each with its full URL pattern, so the generated suites follow the route layout
// (folders, `_layout`, `_.x`) without knowing its file-name rules.
import fs from "node:fs";
import {
  UNSAFE_defineRoutes as defineRoutes,
  type AppConfig,
  type UNSAFE_RouteManifest as RouteManifest,
} from "@remix-run/dev";

export type AppRoute = {
  /** Remix's route id, as a data request's `_routes` names it (`routes/_app+/banners+/$id`). */
  id: string;
  /** The full URL pattern, params as `:name` (`/banners/:id`); `/` for the root's index. */
  pattern: string;
  index: boolean;
  /** A pathless layout (`_app`): it has no URL of its own. */
  pathless: boolean;
  /** The module exports an action: it takes a post. */
  takesPost: boolean;
  /** The module exports a loader: a page or a data request reads through it. */
  hasLoader: boolean;
};

const appDir = new URL("../app/", import.meta.url);

async function readManifest(): Promise<RouteManifest> {
  const { default: config } = (await import(new URL("../remix.config.js", import.meta.url).href)) as {
    default: AppConfig;
  };
  return (await config.routes!(defineRoutes)) as RouteManifest;
}

function patternOf(manifest: RouteManifest, id: string): string {
  const parts: string[] = [];
  for (
    let route: RouteManifest[string] | undefined = manifest[id];
    route;
    route = route.parentId ? manifest[route.parentId] : undefined
  ) {
    if (route.path) parts.unshift(route.path.replace(/\/$/, ""));
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

const manifest = await readManifest();

/** Every route of the app under `routes/`, with its URL pattern. */
export const appRoutes: AppRoute[] = Object.values(manifest).map((route) => ({
  id: route.id,
  pattern: patternOf(manifest, route.id),
  index: Boolean(route.index),
  pathless: !route.path && !route.index,
  takesPost: /export (const|async function|function) action\b/.test(
    fs.readFileSync(new URL(route.file, appDir), "utf8"),
  ),
  hasLoader: /export (const|async function|function) loader\b/.test(
    fs.readFileSync(new URL(route.file, appDir), "utf8"),
  ),
}));

/** The route that answers a URL pattern: its index route where it has one, else the route itself. */
export function routeAt(pattern: string): AppRoute | undefined {
  const at = appRoutes.filter((route) => route.pattern === pattern && !route.pathless);
  return at.find((route) => route.index) ?? at[0];
}

/** Whether a route is a page of the signed-in app (under the `_app` layout). */
export function inApp(route: AppRoute): boolean {
  return route.id.startsWith("routes/_app+/") || route.id.startsWith("routes/_app.");
}

/**
 * A URL as the browser's script asks for its data under single fetch: `<path>.data` (`/_root.data` for `/`), with the
 * query kept, `index` for an index route, and `_routes` naming the one route whose loader runs. A data request runs the
 * same loader and guard as the page, without rendering the document; a thrown status (404) is the answer's status, and
 * a redirect comes back as a 202 whose body names the target (see `redirectTarget`).
 */
export function dataUrl(url: string, route?: AppRoute): string {
  const [pathname, query = ""] = url.split("?");
  const params = new URLSearchParams(query);
  if (route?.index) params.set("index", "");
  if (route) params.set("_routes", route.id);
  const search = params.toString();
  return `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data${search ? `?${search}` : ""}`;
}

/** Where a single-fetch answer redirects to (its 202 body, in turbo-stream's encoding), or null when it does not. */
export function redirectTarget(status: number, body: string): string | null {
  if (status !== 202 || !body.includes('"SingleFetchRedirect"')) return null;
  return body.match(/"redirect","([^"]*)"/)?.[1] ?? null;
}
