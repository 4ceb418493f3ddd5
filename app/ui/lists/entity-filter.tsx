// A list filter over another entity's records (a venue, a list): found on the server like a form's picker, ten at a
// time, never capped at a first hundred (spec section 7). With JavaScript a combobox that applies its choice at once;
// without it, and until the page is hydrated, a plain select of the chosen record and the first ten, with a search box
// beside it that the toolbar's Apply sends (`?listIdSearch=…`), so the next page of the list offers what it found.
import { lazy, Suspense, useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "@remix-run/react";
import { filterSearchParam } from "~/core/lists/list-query";
import { Icon } from "~/ui/frame-kit";
import { optionDetailText } from "../forms/option-detail";
import type { FoundOptions } from "~/core/lists/option";
import { useHydrated } from "~/ui/shell-kit";

const ServerSelect = lazy(() => import("../forms/server-select"));

export function EntityFilter({
  id,
  name,
  label,
  source,
  found,
  value,
}: {
  id: string;
  name: string;
  /** The filter's label, translated. */
  label: string;
  /** Where the picker searches: `/options/<resource>/filter/<name>`. */
  source: string;
  found: FoundOptions;
  value: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [params] = useSearchParams();
  // The choice is drawn into the picker's hidden input before this runs: the toolbar's form sends it as it is.
  const apply = useCallback(() => box.current?.closest("form")?.requestSubmit(), []);
  const plain = <PlainFilter id={id} name={name} label={label} found={found} value={value} />;
  // Taking the filter off keeps the rest of the URL (search, other filters, sort), back on the first page.
  const without = new URLSearchParams([...params].filter(([key]) => key !== name && key !== "page"));
  return (
    <div ref={box} className="flex w-64 max-w-full items-start gap-1">
      <div className="min-w-0 flex-1">
        {hydrated ? (
          <Suspense fallback={plain}>
            <ServerSelect
              id={id}
              name={name}
              label={label}
              source={source}
              initial={found.options}
              defaultValue={value ? [value] : []}
              invalid={false}
              onChange={apply}
            />
          </Suspense>
        ) : (
          plain
        )}
      </div>
      {value && hydrated ? (
        <Link
          to={{ search: without.toString() }}
          className="mt-1 rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={t("list.clearFilter", { filter: label })}
          title={t("list.clearFilter", { filter: label })}
          preventScrollReset
        >
          <Icon name="close" className="h-4 w-4" />
        </Link>
      ) : null}
    </div>
  );
}

/** The filter without JavaScript: the options found, each with what tells it apart, and the box to search again. */
function PlainFilter({
  id,
  name,
  label,
  found,
  value,
}: {
  id: string;
  name: string;
  label: string;
  found: FoundOptions;
  value: string;
}) {
  const { t } = useTranslation();
  const hintId = `${id}-more`;
  return (
    <>
      <select id={id} name={name} defaultValue={value} key={value} className="input mt-1">
        <option value="">{t("list.any")}</option>
        {found.options.map((option) => {
          const detail = optionDetailText(t, option);
          return (
            <option key={option.value} value={option.value}>
              {detail ? `${option.label} · ${detail}` : option.label}
            </option>
          );
        })}
      </select>
      <input
        type="search"
        name={filterSearchParam(name)}
        defaultValue={found.q}
        aria-label={t("list.searchAmong", { filter: label })}
        aria-describedby={found.more ? hintId : undefined}
        placeholder={t("list.searchAmongPlaceholder")}
        className="input mt-1"
      />
      {found.more ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {t("list.moreOptions")}
        </p>
      ) : null}
    </>
  );
}
