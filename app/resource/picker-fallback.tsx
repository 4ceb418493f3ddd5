// A select as the page is served, before JavaScript and without it (decision 034): several choices are checkboxes
// (every ticked value posted under the field's name, as the picker posts them), one choice a plain select. A select
// over another entity with more options than shown gets a search box and button: the button posts the form to its
// own action as conform's validate intent, which sends the form back as typed with the options matching, ten a page.
import { useTranslation } from "react-i18next";
import { searchTextFieldOf, type FoundOptions, type Option } from "./fields";
import { OptionDetailLine, optionDetailText } from "~/ui/forms/option-detail";

/** The button value of a search (page 1) or of its next page: conform's validate intent for the select. */
function searchIntent(name: string, page: number): string {
  return JSON.stringify({ type: "validate", payload: page > 1 ? { name, page } : { name } });
}

/** The options shown: those chosen first (whatever page they came from), then the search's or the first page. */
export function shownOptions(chosen: readonly string[], known: readonly Option[], found?: FoundOptions): Option[] {
  const byValue = new Map<string, Option>();
  for (const option of known) if (!byValue.has(option.value)) byValue.set(option.value, option);
  const first = chosen.map((value) => byValue.get(value)).filter((option): option is Option => Boolean(option));
  const rest = (found ? found.options : known).filter((option) => !chosen.includes(option.value));
  const seen = new Set<string>();
  return [...first, ...rest].filter((option) => !seen.has(option.value) && Boolean(seen.add(option.value)));
}

export function CheckboxChoices({
  id,
  name,
  options,
  chosen,
  formKey,
  translateLabels,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  options: Option[];
  chosen: readonly string[];
  /** conform's key of the field: the boxes start again from a reply's values. */
  formKey?: string;
  translateLabels?: boolean;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return <p className="mt-1 text-sm text-slate-500">{t("common.noOptionAvailable")}</p>;
  return (
    <ul
      className="mt-1 max-h-64 space-y-0.5 overflow-auto rounded-md bg-white p-2 ring-1 ring-slate-300"
      data-testid="picker-checkboxes"
    >
      {options.map((option, index) => (
        <li key={`${formKey ?? ""}-${option.value}`}>
          <label
            htmlFor={`${id}-${index}`}
            className="flex cursor-pointer items-start gap-2 rounded px-1 py-1 hover:bg-slate-50"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600"
            />
            <span className="min-w-0 text-sm text-slate-800">
              <span className="block">{translateLabels ? t(option.label) : option.label}</span>
              <OptionDetailLine option={option} />
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A plain select's option text: the label, then what tells it apart. */
export function useOptionText() {
  const { t } = useTranslation();
  return (option: Option) => {
    const detail = optionDetailText(t, option);
    return detail ? `${option.label} — ${detail}` : option.label;
  };
}

export function SearchWithoutScript({
  id,
  name,
  label,
  found,
}: {
  id: string;
  name: string;
  label: string;
  found?: FoundOptions;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2">
      <div className="flex gap-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t("pickers.searchIn", { field: label })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name={searchTextFieldOf(name)}
          defaultValue={found?.q ?? ""}
          placeholder={t("pickers.searchPlaceholder")}
          className="input"
        />
        <button
          type="submit"
          name="__intent__"
          value={searchIntent(name, 1)}
          formNoValidate
          className="btn-secondary shrink-0"
          aria-label={t("pickers.searchIn", { field: label })}
        >
          {t("pickers.search")}
        </button>
      </div>
      {found ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-500" role="status">
          {found.q
            ? t("pickers.foundFor", { count: found.options.length, q: found.q })
            : t("pickers.foundAll", { count: found.options.length })}
          {found.more ? (
            <button
              type="submit"
              name="__intent__"
              value={searchIntent(name, found.page + 1)}
              formNoValidate
              className="font-medium text-brand-700 hover:underline"
            >
              {t("pickers.nextPage", { field: label })}
            </button>
          ) : null}
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-500">{t("pickers.searchHint")}</p>
      )}
    </div>
  );
}
