// Search and filters of a list as a GET form: submitting writes them into the URL, so the list can be shared.
import { Icon } from "~/ui/frame-kit";
import { Form, useSearchParams } from "@remix-run/react";
import { columnsParam } from "~/core/lists/list-columns";
import { useTranslation } from "react-i18next";
import { defaultSortOf, type FilterSpec, type ListSpec, type ListState } from "~/core/lists/list-query";
import type { FoundOptions } from "~/core/lists/option";
import { EntityFilter } from "./entity-filter";

/** A filter the toolbar offers: its name in the URL, its label, and where its options come from. */
export type ToolbarControl = {
  name: string;
  label: string;
  /** Translation key prefix of the options of an enum filter. */
  optionPrefix?: string;
  /** Set when the options are another entity's records: the list's loader reads them into `filterOptions`. */
  optionsFrom?: object;
};

export function ListToolbar({
  state,
  spec,
  controls,
  preserve,
  filterOptions,
  optionsRoute,
  fixedFilters,
}: {
  state: ListState;
  spec: ListSpec;
  controls?: readonly ToolbarControl[];
  /** The options of filters chosen among another entity's records, read by the list's loader: a page of ten. */
  filterOptions?: Record<string, FoundOptions>;
  /** Where those filters' pickers search, `/options/<resource>/filter` (the filter's name follows). */
  optionsRoute?: string;
  /** Filters the user's scope already sets (a venue user's own venue): not offered. */
  fixedFilters?: readonly string[];
  /** Params that are not the list's but must survive a search (a picker's way back). */
  preserve?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filterOf = (name: string): FilterSpec | undefined => spec.filters?.find((filter) => filter.name === name);
  const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    event.currentTarget.form?.requestSubmit();
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3" preventScrollReset>
      <div className="min-w-[14rem] flex-1">
        <label htmlFor="list-search" className="label">
          {t("list.search")}
        </label>
        <div className="relative mt-1">
          <Icon name="search" className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-slate-400" />
          <input
            id="list-search"
            type="search"
            name="q"
            defaultValue={state.q}
            key={state.q}
            className="input pl-10"
            placeholder={t("list.searchPlaceholder")}
          />
        </div>
      </div>
      {controls?.map((control) => {
        const filter = filterOf(control.name);
        if (!filter || fixedFilters?.includes(control.name)) return null;
        const id = `filter-${control.name}`;
        if (filter.kind === "dateRange") {
          return (
            <fieldset key={control.name} className="flex gap-2">
              <legend className="label">{t(control.label)}</legend>
              <input
                aria-label={t("list.from")}
                type="date"
                name={`${control.name}From`}
                defaultValue={state.filters[`${control.name}From`] ?? ""}
                className="input mt-1"
                onChange={submitOnChange}
              />
              <input
                aria-label={t("list.to")}
                type="date"
                name={`${control.name}To`}
                defaultValue={state.filters[`${control.name}To`] ?? ""}
                className="input mt-1"
                onChange={submitOnChange}
              />
            </fieldset>
          );
        }
        const options = filter.kind === "enum" ? filter.options : filter.kind === "boolean" ? ["true", "false"] : [];
        return (
          <div key={control.name}>
            <label htmlFor={id} className="label">
              {t(control.label)}
            </label>
            {filter.kind === "text" && control.optionsFrom && filterOptions?.[control.name] && optionsRoute ? (
              <EntityFilter
                id={id}
                name={control.name}
                label={t(control.label)}
                source={`${optionsRoute}/${control.name}`}
                found={filterOptions[control.name]!}
                value={state.filters[control.name] ?? ""}
              />
            ) : filter.kind === "text" ? (
              <input
                id={id}
                name={control.name}
                defaultValue={state.filters[control.name] ?? ""}
                className="input mt-1"
              />
            ) : (
              <select
                id={id}
                name={control.name}
                defaultValue={state.filters[control.name] ?? ""}
                key={state.filters[control.name] ?? ""}
                className="input mt-1"
                onChange={submitOnChange}
              >
                {filter.kind === "enum" && filter.default ? null : <option value="">{t("list.any")}</option>}
                {options.map((option) => (
                  <option key={option} value={option}>
                    {filter.kind === "boolean"
                      ? t(option === "true" ? "common.yes" : "common.no")
                      : t(`${control.optionPrefix}.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
      {/* After the visible fields, so the URL reads in the order the list writes it: q, filters, sort, limit. */}
      {state.sort !== defaultSortOf(spec, state.filters) ? (
        <input type="hidden" name="sort" value={state.sort} />
      ) : null}
      {state.limit !== (spec.defaultLimit ?? 20) ? <input type="hidden" name="limit" value={state.limit} /> : null}
      {/* The columns the user chose stay through a search. */}
      {params.getAll(columnsParam).map((field) => (
        <input key={`${columnsParam}-${field}`} type="hidden" name={columnsParam} value={field} />
      ))}
      {Object.entries(preserve ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-secondary">
        {t("list.apply")}
      </button>
    </Form>
  );
}
