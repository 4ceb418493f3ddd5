// The list every resource shares, with its dialogs as child routes (the form dialog and the delete confirmation are
// modules of their own, loaded by those routes only). Route modules pass their resource definition; the data comes from resource.server.ts.
import { Icon } from "~/ui/frame-kit";
import { routeAnchor, sectionPath } from "~/ui/shell-kit";
import { Link, Outlet, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { columnsParam, visibleColumns } from "~/core/lists/list-columns";
import { outsideContext } from "~/ui/lists/column";
import type { MetaFunction } from "@remix-run/node";
import { Children, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { allows, type ResourceDefinition } from "~/resource/definition";
import type { resourceList, Row } from "~/resource/resource.server";
import type { BulkOffer } from "~/core/lists/bulk";
import { BulkBar } from "~/ui/lists/bulk";
import { deleteBulkOffer } from "./bulk-offer";
import { DataTable } from "~/ui/lists/data-table";
import { ListToolbar } from "~/ui/lists/list-toolbar";
import { ColumnChooser, ListViewsMenu } from "~/ui/lists/list-views";
import { PageHeader } from "~/ui/shell/section-page";

export const resourceMeta: MetaFunction = ({ data }) => [{ title: (data as { title?: string } | undefined)?.title }];

export function usePaths(resource: ResourceDefinition, listBase?: string) {
  const { search } = useLocation();
  const base = listBase ?? sectionPath(resource.section);
  return {
    base,
    search,
    list: `${base}${search}`,
    record: (id: string) => `${base}/${encodeURIComponent(id)}${search}`,
  };
}

/** A catalogue list's bulk delete, for who may delete (the list's checkboxes and bar; see ui/lists/bulk.tsx). */
export function deleteOffer(resource: ResourceDefinition): BulkOffer | undefined {
  return allows(resource, "delete") ? deleteBulkOffer(resource) : undefined;
}

export function ResourceListPage({
  resource,
  title: ownTitle,
  description,
  rowExtras,
  rowAllows,
  before,
  recordHref,
  exportable = true,
  intro,
  actions,
  bulk,
}: {
  resource: ResourceDefinition;
  /** A title of its own (a tab's), instead of the section's. */
  title?: string;
  description?: string;
  /** Actions of a row besides edit and delete (a state change, approving a request, say). */
  rowExtras?: (row: Row) => ReactNode;
  /** Whether this row offers edit or delete, on top of the resource's actions (only pending requests are withdrawn). */
  rowAllows?: (row: Row, action: "edit" | "delete") => boolean;
  /** Shown between the toolbar and the table (counts, say). */
  before?: ReactNode;
  recordHref?: (row: Row) => string;
  /** Whether the list has a CSV export route beside it (`{base}/export.csv`). */
  exportable?: boolean;
  /** Shown right under the heading (a section's tabs and counts, say). */
  intro?: ReactNode;
  /** Buttons of the heading besides export and create. */
  actions?: ReactNode;
  /** Rows can be changed many at a time. */
  bulk?: BulkOffer;
}) {
  const {
    rows,
    total,
    totalWithheld,
    state,
    base,
    filterOptions,
    fixedFilters,
    fixedContext,
    views,
    viewerId,
    writable,
  } = useLoaderData<typeof resourceList>();
  const [params] = useSearchParams();
  // A column naming what the page already names (the event of its tab, the user's one venue) is left out.
  const listColumns = outsideContext(resource.list.columns, fixedContext ?? []);
  const columns = visibleColumns(listColumns, params);
  // The export's own columns can be chosen too: the view is then the export's template.
  const choosable = [
    ...listColumns,
    ...(exportable ? (resource.list.exportColumns ?? []).map((column) => ({ ...column, exportOnly: true })) : []),
  ];
  const { t } = useTranslation();
  const paths = usePaths(resource, base);
  const title = ownTitle ?? t(`sections.${resource.section}.title`);
  // What this user may write here (the loader's word, decision 025; the definition's when a page has its own loader).
  // What the definition (or the page narrowing it) offers, and what the server says this user may write: both.
  const can = (action: "create" | "edit" | "delete") => allows(resource, action) && (writable?.[action] ?? true);
  const editable = can("edit") || can("delete");
  const bulkShown = bulk && (writable?.bulk ?? true) ? bulk : undefined;
  // Views, columns and the export are the desk's tools; the night staff read the list without them (decision 030).
  const desk = writable?.desk ?? true;
  const bulkForm = `${resource.key}-bulk`;
  const offers = (row: Row, action: "edit" | "delete") => can(action) && (rowAllows?.(row, action) ?? true);
  return (
    <>
      <PageHeader
        title={title}
        level={ownTitle ? 2 : 1}
        description={description ?? t(`sections.${resource.section}.description`)}
        actions={
          <>
            {actions}
            {desk ? (
              <>
                <ListViewsMenu list={paths.base} views={views} userId={viewerId} />
                <ColumnChooser
                  columns={choosable}
                  shown={visibleColumns(choosable, params).map((column) => column.field)}
                />
              </>
            ) : null}
            {exportable && desk ? (
              <a href={`${paths.base}/export.csv${paths.search}`} className="btn-secondary" download>
                <Icon name="download" className="h-4 w-4" />
                {t("list.export")}
              </a>
            ) : null}
            {can("create") ? (
              <Link to={paths.record("new")} className="btn-primary" preventScrollReset>
                <Icon name="plus" className="h-4 w-4" />
                {t("list.create")}
              </Link>
            ) : null}
          </>
        }
      />
      {intro}
      <ListToolbar
        state={state}
        spec={resource.list}
        controls={resource.list.filterControls}
        filterOptions={filterOptions}
        optionsRoute={`/options/${resource.key}/filter`}
        fixedFilters={fixedFilters}
      />
      {bulkShown ? (
        <BulkBar
          formId={bulkForm}
          action={`${paths.base}/bulk`}
          label={t(`bulk.${bulkShown.texts}.picker`)}
          total={total}
          totalWithheld={totalWithheld}
          choices={bulkShown.actions.map((action) => ({ value: action, label: t(bulkShown.actionLabel(action)) }))}
        />
      ) : null}
      {before}
      <DataTable
        recordHref={recordHref}
        rows={rows}
        columns={columns}
        state={state}
        spec={resource.list}
        total={total}
        totalWithheld={totalWithheld}
        caption={title}
        titleField={resource.titleField}
        phoneCards={resource.list.phoneCards}
        columnsChosen={params.has(columnsParam)}
        selection={
          bulkShown
            ? { form: bulkForm, label: (row) => t("bulk.chooseRow", { name: bulkShown.rowName(row) }) }
            : undefined
        }
        rowActions={
          !editable && !rowExtras
            ? undefined
            : (row) => {
                const name = String(row[resource.titleField] ?? "");
                // One element per action, so the table can fold all but the first into the row's menu (row-actions.tsx).
                return [
                  ...Children.toArray(rowExtras?.(row)),
                  offers(row, "edit") ? (
                    <a
                      {...routeAnchor}
                      key="edit"
                      href={paths.record(row._id)}
                      className="row-link"
                      aria-label={t("list.editNamed", { name })}
                    >
                      {t("list.edit")}
                    </a>
                  ) : null,
                  offers(row, "delete") ? (
                    <a
                      {...routeAnchor}
                      key="delete"
                      href={`${paths.base}/${encodeURIComponent(row._id)}/delete${paths.search}`}
                      className="row-link-danger"
                      aria-label={t("list.deleteNamed", { name })}
                    >
                      <Icon name="x-circle" className="h-4 w-4 shrink-0" />
                      {t("list.delete")}
                    </a>
                  ) : null,
                ];
              }
        }
      />
      <Outlet />
    </>
  );
}
