// The route discovery patch of decision 042 (patches/@remix-run+react+2.17.5.patch, fog-of-war.js): the page on screen
// already has its routes, so a navigation or refresh to its own path asks the server for no manifest. Unpatched, a live
// page whose first discovery was cut by a dead connection asked again on its next refresh, failed, and showed the error
// page (e2e/door-offline.spec.ts covers that in the browser). Run on both builds: the CommonJS one and the ES one the
// browser bundle is made from.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeDiscoveryFiles } from "../server/patches.mjs";

type Discover = (args: { path: string; patch: () => void; signal?: AbortSignal; fetcherKey?: string }) => Promise<void>;
type FogOfWar = {
  getPatchRoutesOnNavigationFunction(
    manifest: { version: string; routes: Record<string, unknown> },
    routeModules: Record<string, unknown>,
    future: { v3_lazyRouteDiscovery: boolean },
    isSpaMode: boolean,
    basename: string,
  ): Discover;
};

const pageOnScreen = "/events/e1/door";
let manifestRequests: string[];

beforeEach(() => {
  manifestRequests = [];
  vi.stubGlobal("window", {
    location: { pathname: pageOnScreen, href: `http://localhost${pageOnScreen}`, origin: "http://localhost" },
  });
  vi.stubGlobal("sessionStorage", { getItem: () => null, setItem() {}, removeItem() {} });
  vi.stubGlobal("fetch", async (url: URL) => {
    manifestRequests.push(`${url.pathname}${url.search}`);
    return Response.json({});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(routeDiscoveryFiles().map((file) => [file.replace(/.*@remix-run\/react\//, "")] as const))(
  "route discovery (%s)",
  (name) => {
    async function discovery(): Promise<Discover> {
      const file = routeDiscoveryFiles().find((candidate) => candidate.endsWith(name))!;
      const fogOfWar = (await import(file)) as FogOfWar;
      return fogOfWar.getPatchRoutesOnNavigationFunction(
        { version: "v1", routes: {} },
        {},
        { v3_lazyRouteDiscovery: true },
        false,
        "/",
      );
    }

    it("asks no manifest for the page on screen", async () => {
      await (
        await discovery()
      )({ path: pageOnScreen, patch() {} });
      expect(manifestRequests).toEqual([]);
    });

    it("still asks the manifest for another page", async () => {
      const other = "/events/e2/guests";
      await (
        await discovery()
      )({ path: other, patch() {} });
      expect(manifestRequests).toEqual([`/__manifest?p=${encodeURIComponent(other)}&version=v1`]);
    });
  },
);
