// A list's two menus in its heading (decision 024): the views menu (the saved views of this list, the user's own and
// those shared at their venue; save the current one; manage them) and the column chooser, whose choice is kept in the
// URL. Both are <details> disclosures (use-disclosure.ts): links and a GET form, so they work without JavaScript.
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { columnsParam } from "~/core/lists/list-columns";
import { viewHref, viewQuery, type SavedView } from "~/core/lists/views";
import { Icon } from "~/ui/frame-kit";
import { useDisclosure } from "~/ui/shell-kit";

const summaryClass = "btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden";
// On a phone the panel takes the screen's width, whichever button opened it; beside the button on wider screens.
const panelClass =
  "absolute left-0 z-30 mt-2 w-72 rounded-md bg-white py-2 text-sm shadow-lg ring-1 ring-slate-200 max-sm:fixed max-sm:inset-x-4 max-sm:w-auto";
const itemClass =
  "block px-4 py-1.5 text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none";

/** The views of this list; `views` null when they cannot be read now (the list itself still shows). */
export function ListViewsMenu({ list, views, userId }: { list: string; views: SavedView[] | null; userId: string }) {
  const { t } = useTranslation();
  const details = useDisclosure();
  const { search } = useLocation();
  const current = viewQuery(search);
  const own = views?.filter((view) => view.ownerId === userId) ?? [];
  const shared = views?.filter((view) => view.ownerId !== userId) ?? [];
  const active = views?.find((view) => view.query === current);
  const group = (title: string, items: SavedView[]) =>
    items.length ? (
      <div className="py-1">
        <p className="px-4 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
        <ul>
          {items.map((view) => (
            <li key={view.id}>
              <Link
                to={viewHref(view)}
                className={`${itemClass} ${view === active ? "font-semibold text-brand-700" : ""}`}
                aria-current={view === active ? "page" : undefined}
              >
                {view.name}
                {view.ownerId !== userId ? (
                  <span className="block text-xs text-slate-500">{t("views.by", { name: view.ownerName })}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <details ref={details} className="relative">
      <summary className={summaryClass}>
        {active ? t("views.menuActive", { name: active.name }) : t("views.menu")}
        <Icon name="chevron-down" className="h-4 w-4" />
      </summary>
      <div className={panelClass}>
        {views === null ? (
          <p role="alert" className="px-4 py-1.5 text-slate-600">
            {t("views.unavailable")}
          </p>
        ) : views.length === 0 ? (
          <p className="px-4 py-1.5 text-slate-600">{t("views.none")}</p>
        ) : (
          <>
            {group(t("views.mine"), own)}
            {group(t("views.sharedWithMe"), shared)}
          </>
        )}
        <div className="mt-1 border-t border-slate-100 pt-1">
          {views !== null ? (
            <Link to={`/views/new?${new URLSearchParams({ list, query: current })}`} className={itemClass}>
              {t("views.saveCurrent")}
            </Link>
          ) : null}
          <Link to="/views" className={itemClass}>
            {t("views.manage")}
          </Link>
        </div>
      </div>
    </details>
  );
}

export type ChoosableColumn = { field: string; label: string; exportOnly?: boolean };

/** Which columns the list shows (and its export writes): a GET form of checkboxes, the list's other params kept. */
export function ColumnChooser({ columns, shown }: { columns: readonly ChoosableColumn[]; shown: readonly string[] }) {
  const { t } = useTranslation();
  const details = useDisclosure();
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== columnsParam && name !== "page");
  return (
    <details ref={details} className="relative">
      <summary className={summaryClass}>
        {t("columns.menu")}
        <Icon name="chevron-down" className="h-4 w-4" />
      </summary>
      <Form method="get" className={`${panelClass} px-4`} preventScrollReset>
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend className="pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("columns.legend")}
          </legend>
          {columns.map((column) => (
            <label key={column.field} className="flex items-center gap-2 py-1 text-slate-700">
              <input
                type="checkbox"
                name={columnsParam}
                value={column.field}
                defaultChecked={shown.includes(column.field)}
                // Named as what it does, so it is not taken for the page's field or filter of the same name.
                aria-label={t("columns.show", { name: t(column.label) })}
                className="h-4 w-4 rounded border-slate-300"
              />
              {t(column.label)}
              {column.exportOnly ? <span className="text-xs text-slate-500">{t("columns.exportOnly")}</span> : null}
            </label>
          ))}
        </fieldset>
        <div className="mt-2 flex justify-between gap-2">
          <Link to={`?${new URLSearchParams(kept)}`} className="btn-secondary" preventScrollReset>
            {t("columns.all")}
          </Link>
          <button type="submit" className="btn-primary">
            {t("columns.apply")}
          </button>
        </div>
      </Form>
    </details>
  );
}
