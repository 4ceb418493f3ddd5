// A select over another entity's records outside a resource's form (a page's event picker, a tab's "add product", a
// reservation's new table): found on the server ten at a time like a form's picker (spec section 7, decision 034).
// With JavaScript the searching combobox (its chunk is loaded when such a select is drawn); without it, and until the
// page is hydrated, a plain select of the chosen record and a page of ten, with a search box and button in the same
// form: a GET form sends the search with everything else in the URL, a posted one sends it to its action as a search
// (`searchButton`), which draws the form again as it was with the options found.
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { FoundOptions } from "~/core/lists/option";
import { useHydrated } from "~/ui/shell-kit";
import { optionDetailText } from "./option-detail";

const ServerSelect = lazy(() => import("./server-select"));

export function SearchedSelect({
  id,
  name,
  label,
  source,
  found,
  value,
  emptyLabel,
  searchName,
  searchButton,
  invalid = false,
  describedBy,
}: {
  id: string;
  name: string;
  /** The select's label, translated (its search box and button are named after it). */
  label: string;
  /** Where the picker searches as the user types (`q`, `page`). */
  source: string;
  /** The options drawn: the chosen one first, then the first page or the search's. */
  found: FoundOptions;
  value: string;
  /** The option meaning none ("every event"); without it the select asks for a choice. */
  emptyLabel?: string;
  /** The field carrying the search's text without JavaScript. */
  searchName: string;
  /** In a posted form, the search button's name and value (the action answers with the options found). */
  searchButton?: { name: string; value: string };
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const plain = (
    <>
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={`${value}:${found.q}:${found.page}`}
        className="input mt-1"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{emptyLabel ?? t("list.choose")}</option>
        {found.options.map((option) => {
          const detail = optionDetailText(t, option);
          return (
            <option key={option.value} value={option.value}>
              {detail ? `${option.label} — ${detail}` : option.label}
            </option>
          );
        })}
      </select>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-search`}
          type="search"
          name={searchName}
          defaultValue={found.q}
          aria-label={t("pickers.searchIn", { field: label })}
          placeholder={t("pickers.searchPlaceholder")}
          className="input min-w-0"
        />
        <button
          type="submit"
          formNoValidate
          className="btn-secondary shrink-0"
          aria-label={t("pickers.searchIn", { field: label })}
          {...searchButton}
        >
          {t("pickers.search")}
        </button>
      </div>
      {/* A status once a search has answered (not before: the page's notices are its only status then). */}
      <p className="mt-1 text-xs text-slate-500" role={found.q ? "status" : undefined}>
        {found.q ? t("pickers.foundFor", { count: found.options.length, q: found.q }) : t("pickers.searchHint")}
        {found.more ? ` ${t("list.moreOptions")}` : ""}
      </p>
    </>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <ServerSelect
        id={id}
        name={name}
        label={label}
        source={source}
        initial={found.options}
        defaultValue={value ? [value] : []}
        emptyLabel={emptyLabel}
        invalid={invalid}
        describedBy={describedBy}
      />
    </Suspense>
  );
}
