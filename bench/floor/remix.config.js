/**
 * The floor (decision 037): a bare Remix v2 app on the back-office's own versions and classic compiler, with the same
 * future flags, so its cost per page is what the framework itself costs on this machine. `npm run bench:floor` builds
 * it into bench/floor/build and bench/floor/public/build (git-ignored).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
