// The small modules every page loads, the public ones too (the root's frame, the icons, the error page): their importers
// import them from here, so the browser build puts them in one chunk, one request, instead of a file each
// (docs/decisions/055-one-chunk-for-the-shell-kits.md). Only modules every page already loads belong here; none of them
// imports this module (tests/kits.test.ts). `node scripts/kit-imports.mjs` points new importers here.
export * from "./icons";
export * from "./island-code";
export * from "./live/live-pages";
export * from "./shell/error-boundary";
export * from "./shell/language-switch";
export * from "./shell/logo";
export * from "./shell/toasts";
export * from "~/core/http/body-limits";
export * from "~/core/http/upload-types";
export * from "~/core/i18n/language";
export * from "~/core/upstream/upstream-failure";
