// The small modules of every page with a list or a record of the resource engine (the list's views, columns and query,
// the resource definition, an option's detail): their importers import them from here, so the browser build puts them
// in one chunk instead of a file each (docs/decisions/055-one-chunk-for-the-shell-kits.md). None of them imports this
// module (tests/kits.test.ts). `node scripts/kit-imports.mjs` points new importers here.
export * from "~/core/lists/list-columns";
export * from "~/core/lists/list-query";
export * from "~/core/lists/views";
export * from "~/ui/forms/option-detail";
export * from "~/ui/lists/list-views";
