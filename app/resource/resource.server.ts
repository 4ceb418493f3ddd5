// The loaders and actions every resource shares, one module per concern: the list (list.server.ts), the options of
// selects (select-options.server.ts), a record's form (record.server.ts) and its save (save.server.ts, files through
// uploads.server.ts, upload jobs through upload-jobs.server.ts), the delete confirmation (delete.server.ts) and the CSV export (export.server.ts), all starting
// from the user's scope (scope.server.ts). Each checks the permissions table first. Routes and domains import them
// from here.
export { findInScope, findRecord, listPath, scopeQuery, type ResourceContext, type Row } from "./scope.server";
export {
  postedChoices,
  searchFilterOptions,
  searchInForm,
  searchOptions,
  selectOptions,
} from "./select-options.server";
export { resourceList, resourceListData, shownRows } from "./list.server";
export { resourceRecord } from "./record.server";
export { actionFailure, resourceSave } from "./save.server";
export { readFormWithUploads } from "./uploads.server";
export { uploadJobState } from "./upload-jobs.server";
export { guardedDelete, resourceDelete } from "./delete.server";
export { resourceExport } from "./export.server";
