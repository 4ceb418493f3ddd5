// The router patch (patches/@remix-run+router+1.23.3.patch, decision 012) must be live in the router the server runs:
// an install that skipped it (a dev-only patch tool pruned, --ignore-scripts) would lose it without a sound.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { routerPatchLive, serverRouterFile } from "../server/router-patch.mjs";

type Route = { id: string; path?: string; children?: Route[] };
type Router = { matchRoutes(routes: Route[], location: string): { route: Route }[] | null };

// The CommonJS build the server runtime requires, not the ES build a bundler would pick.
const router = createRequire(import.meta.url)(serverRouterFile()) as Router;

describe("the router patch", () => {
  it("is in the router file the server runtime loads", () => {
    expect(serverRouterFile()).toMatch(/@remix-run\/router\/dist\/router\.cjs\.js$/);
    expect(routerPatchLive()).toBe(true);
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
});
