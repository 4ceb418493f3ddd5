// The router patches (patches/README.md, decision 012) must be live in the files the server runs: an install that
// skipped them (a dev-only patch tool pruned, --ignore-scripts) would lose them without a sound. Each patched
// behaviour is checked here by what it does; server/patches.mjs checks at start that every patch is in place.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { UNSAFE_defineRoutes as defineRoutes, type AppConfig } from "@remix-run/dev";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { missingPatches, serverRenderFiles, serverRouterFile } from "../server/patches.mjs";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string>; pathname: string; pathnameBase: string };
type Router = {
  matchRoutes(routes: Route[], location: string): Match[] | null;
  resolveTo(to: { pathname?: string; search?: string }, routePathnames: string[], locationPathname: string): unknown;
};
type StaticRouterModule = {
  createStaticRouter: (routes: Route[], context: unknown, opts?: unknown) => { routes: Route[] };
};

// The CommonJS builds the server runtime requires, not the ES builds a bundler would pick.
const require = createRequire(import.meta.url);
const router = require(serverRouterFile()) as Router;
const staticRouter = require(serverRenderFiles().staticRouter) as StaticRouterModule;

describe("the router patches", () => {
  it("are in the files the server loads", () => {
    expect(serverRouterFile()).toMatch(/@remix-run\/router\/dist\/router\.cjs\.js$/);
    expect(serverRenderFiles().remixServer).toMatch(/@remix-run\/react\/dist\/server\.js$/);
    expect(serverRenderFiles().staticRouter).toMatch(/react-router-dom\/server\.js$/);
    expect(missingPatches()).toEqual([]);
  });

  it("ranks a routes array's branches once: a route added to that array later is not seen", () => {
    // Unpatched, matchRoutes flattens and ranks the array on every call and finds the added route. Patched, the first
    // call's ranking is kept for the array (the server's route arrays never change), so it does not.
    const routes: Route[] = [{ id: "events", path: "/events" }];
    expect(router.matchRoutes(routes, "/events")?.[0].route.id).toBe("events");
    routes.push({ id: "users", path: "/users" });
    expect(router.matchRoutes(routes, "/users")).toBeNull();
    expect(router.matchRoutes([...routes], "/users")?.[0].route.id).toBe("users");
  });

  it("tries only the branches of the pathname's first segment, and keeps their ranked order", () => {
    const routes: Route[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "lang-events", path: ":lang/events" },
          { id: "event", path: "events/:id" },
          { id: "new-event", path: "events/new" },
          { id: "Exact", path: "Exact", caseSensitive: true },
          { id: "login", path: "login" },
          { id: "splat", path: "*" },
        ],
      },
    ];
    const leaf = (path: string) => router.matchRoutes(routes, path)?.at(-1);
    expect(leaf("/")?.route.id).toBe("home");
    expect(leaf("/events/new")?.route.id).toBe("new-event");
    expect(leaf("/EVENTS/42")).toMatchObject({ route: { id: "event" }, params: { id: "42" } });
    // Equal ranks: the earlier sibling wins, whether or not its first segment is a word.
    expect(leaf("/events/events")?.route.id).toBe("lang-events");
    expect(leaf("/it/events")).toMatchObject({ route: { id: "lang-events" }, params: { lang: "it" } });
    expect(leaf("/login/")?.route.id).toBe("login");
    expect(leaf("/Exact")?.route.id).toBe("Exact");
    expect(leaf("/exact")?.route.id).toBe("splat");
    expect(leaf("/loginx")?.route.id).toBe("splat");
    expect(leaf("/%6Cogin")?.route.id).toBe("login");
  });

  it("matches every URL of the app's routes as the unpatched router does", async () => {
    // The reference: the router's browser build, which no patch touches, on the app's own route tree (remix.config.js
    // through Remix's defineRoutes). Each route's URL, with its params filled, and near misses around it (a trailing
    // slash, other case, a segment more or less, another word first) must give the same matches, params and paths.
    const reference = (await import(
      pathToFileURL(path.join(path.dirname(serverRouterFile()), "router.js")).href
    )) as Router;
    const { default: config } = (await import(pathToFileURL(path.resolve("remix.config.js")).href)) as {
      default: AppConfig;
    };
    const manifest = await config.routes!(defineRoutes);
    const root: Route = { id: "root", path: "", children: [] };
    const byId = new Map<string, Route>([["root", root]]);
    for (const entry of Object.values(manifest))
      byId.set(entry.id, { id: entry.id, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive });
    for (const entry of Object.values(manifest)) {
      const parent = byId.get(entry.parentId ?? "root")!;
      (parent.children ??= []).push(byId.get(entry.id)!);
    }
    const patternOf = (id: string): string => {
      const entry = manifest[id];
      const own = entry?.path ?? "";
      return entry?.parentId && entry.parentId !== "root" ? `${patternOf(entry.parentId)}/${own}` : `/${own}`;
    };
    const urls = new Set<string>();
    for (const id of Object.keys(manifest)) {
      const pattern = patternOf(id).replace(/\/+/g, "/");
      const url = pattern.replace(/:[\w-]+/g, "000000cbd115168c5eed0000").replace(/\*$/, "x/y");
      urls.add(url).add(`${url}/`).add(url.toUpperCase()).add(`${url}/more`);
      urls.add(pattern.replace(/:[\w-]+/g, "new")).add(url.split("/").slice(0, -1).join("/") || "/");
    }
    const routes = [root];
    const read = (matches: Match[] | null) =>
      matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase }));
    // The unpatched router ranks every branch again on each call (a few milliseconds each), hence the time allowed.
    const differing = [...urls].filter(
      (url) =>
        JSON.stringify(read(router.matchRoutes(routes, url))) !==
        JSON.stringify(read(reference.matchRoutes(routes, url))),
    );
    expect(urls.size).toBeGreaterThan(500);
    expect(differing).toEqual([]);
  }, 120_000);

  it("builds a link's path check message only when the check fails", () => {
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const resolved = router.resolveTo({ pathname: "/events", search: "?page=2" }, ["/"], "/");
      const encodings = stringify.mock.calls.length;
      expect(resolved).toMatchObject({ pathname: "/events", search: "?page=2" });
      // Unpatched, each of the three checks JSON-encodes the path for its message, thrown or not.
      expect(encodings).toBe(0);
      expect(() => router.resolveTo({ pathname: "/events?page=2" }, ["/"], "/")).toThrow(
        /Cannot include a '\?' character in a manually specified `to.pathname` field \[{"pathname":"\/events\?page=2"}\]/,
      );
    } finally {
      stringify.mockRestore();
    }
  });

  it("converts a routes array to data routes once", () => {
    const routes: Route[] = [{ id: "root", path: "/" }];
    const context = {
      matches: [],
      location: { pathname: "/" },
      basename: "/",
      loaderData: {},
      actionData: null,
      errors: null,
    };
    const first = staticRouter.createStaticRouter(routes, context);
    expect(staticRouter.createStaticRouter(routes, context).routes).toBe(first.routes);
    expect(staticRouter.createStaticRouter([...routes], context).routes).not.toBe(first.routes);
  });

  it("renders a build's server routes from one routes array, made once per manifest", async () => {
    const { RemixServer } = require("@remix-run/react") as typeof import("@remix-run/react");
    const { createStaticHandler } = require(serverRouterFile()) as {
      createStaticHandler(routes: Route[]): { query(request: Request): Promise<unknown> };
    };
    const seen: Route[][] = [];
    const original = staticRouter.createStaticRouter;
    staticRouter.createStaticRouter = (routes, ...rest) => {
      seen.push(routes);
      return original(routes, ...rest);
    };
    try {
      const manifest = {
        entry: { module: "/entry.js", imports: [] },
        url: "/manifest.js",
        version: "1",
        routes: {
          root: {
            id: "root",
            path: "",
            hasAction: false,
            hasLoader: false,
            hasClientAction: false,
            hasClientLoader: false,
            hasErrorBoundary: false,
            module: "/root.js",
          },
        },
      };
      const future = {};
      const render = async (routeModules: Record<string, unknown>) => {
        const staticHandlerContext = await createStaticHandler([{ id: "root", path: "" }]).query(
          new Request("http://localhost/"),
        );
        const context = {
          manifest,
          routeModules,
          staticHandlerContext,
          future,
          isSpaMode: false,
          serverHandoffString: "{}",
          criticalCss: undefined,
        };
        return renderToString(createElement(RemixServer, { context: context as never, url: "http://localhost/" }));
      };
      const root = { default: () => createElement("p", null, "root") };
      expect(await render({ root })).toContain("<p>root</p>");
      expect(await render({ root })).toContain("<p>root</p>");
      // Another build's module for the same manifest entry (a rebuild in development) makes the routes anew.
      expect(await render({ root: { default: () => createElement("p", null, "rebuilt") } })).toContain(
        "<p>rebuilt</p>",
      );
      expect(seen).toHaveLength(3);
      expect(seen[1]).toBe(seen[0]);
      expect(seen[2]).not.toBe(seen[0]);
    } finally {
      staticRouter.createStaticRouter = original;
    }
  });
});
