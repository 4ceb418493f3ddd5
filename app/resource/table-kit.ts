// The table of a resource list and what draws it (columns, row actions, the toolbar, the bulk bar
// and what it offers): every list page loads all of them, and its importers import them from here so the browser
// build puts them in one chunk (docs/decisions/055-one-chunk-for-the-shell-kits.md). None of them imports this module
// (tests/kits.test.ts). `node scripts/kit-imports.mjs` points new importers here.
export * from "./resource-pages";
export * from "~/ui/lists/bulk";
export * from "~/ui/lists/column";
export * from "~/ui/lists/data-table";
export * from "~/ui/lists/entity-filter";
export * from "~/ui/lists/list-toolbar";
export * from "~/ui/lists/row-actions";
