// The small modules every signed-in page loads beside the shell: their importers import them from here, so the
// browser build puts them in one chunk, one request, instead of a file each
// (docs/decisions/055-one-chunk-for-the-shell-kits.md). Only modules every signed-in page already loads belong here,
// and nothing a public page loads imports this module; none of them imports it (tests/kits.test.ts).
// `node scripts/kit-imports.mjs` points new importers here.
export * from "./badge";
export * from "./route-anchor";
export * from "./use-active-in-strip";
export * from "./use-disclosure";
export * from "./use-hydrated";
export * from "~/core/access/section-paths";
export * from "~/core/format/format";
