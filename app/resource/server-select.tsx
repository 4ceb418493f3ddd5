// A select over another entity that searches the server as the user types (after hydration). Before hydration, and
// without JavaScript, the form shows a plain select of the first page of options instead.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Option } from "./fields";
import type { searchOptions } from "./select-options.server";

export default function ServerSelect({
  id,
  name,
  source,
  initial,
  defaultValue,
  invalid,
  describedBy,
  focusFirst,
}: {
  id: string;
  name: string;
  /** The options route, `/options/<resource>/<field>`. */
  source: string;
  initial: Option[];
  defaultValue: string;
  invalid: boolean;
  describedBy?: string;
  focusFirst?: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof searchOptions>();
  const [query, setQuery] = useState("");
  // Values are the options' ids, so the posted field is the plain id the action expects.
  const [selected, setSelected] = useState<string | null>(defaultValue || null);
  const [labels, setLabels] = useState(() => new Map(initial.map((option) => [option.value, option.label])));

  // Debounced: one request after the user pauses typing.
  useEffect(() => {
    if (query === "") return;
    const timer = setTimeout(() => fetcher.load(`${source}?${new URLSearchParams({ q: query })}`), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, source]);

  const options = query === "" ? initial.slice(0, 10) : (fetcher.data?.options ?? []);
  const searching = fetcher.state === "loading";
  const choose = (value: string | null) => {
    const option = options.find((candidate) => candidate.value === value);
    if (option) setLabels((known) => new Map(known).set(option.value, option.label));
    setSelected(value);
  };

  return (
    // The field is posted by a hidden input of its own, empty when nothing is chosen: the combobox's own posts nothing
    // then, and a value cleared by the user (a reservation taken off its table, say) would not reach the action.
    <Combobox value={selected} onChange={choose}>
      <input type="hidden" name={name} value={selected ?? ""} />
      <div className="relative mt-1">
        <ComboboxInput
          id={id}
          className="input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-autofocus={focusFirst || undefined}
          displayValue={(value: string | null) => (value ? (labels.get(value) ?? "") : "")}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("common.searchServerHint")}
          autoComplete="off"
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 mt-1 max-h-60 w-[var(--input-width)] overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible"
        >
          {options.map((option) => (
            <ComboboxOption
              key={option.value}
              value={option.value}
              className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50 data-[selected]:font-semibold"
            >
              {option.label}
            </ComboboxOption>
          ))}
          {options.length === 0 && !searching ? (
            <div className="px-3 py-2 text-slate-500">{t("common.noOptionAvailable")}</div>
          ) : null}
          {searching ? <div className="px-3 py-2 text-slate-500">{t("app.loading")}</div> : null}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
