import { flatRoutes } from "remix-flat-routes";

/**
 * Routes follow Remix's flat-route names, grouped in `+` folders by section (remix-flat-routes' hybrid routes, as in
 * the Epic Stack): `routes/_app+/banners+/$id.tsx` is the route `_app.banners.$id`, `_layout.tsx` is the folder's own
 * route, and `_.x` inside `orders+/` is `orders_.x` (a page under /orders not nested in the list).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  // Every file is left to flatRoutes below, which ignores the same tests and dotfiles.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] }),
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
