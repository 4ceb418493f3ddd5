// The picker of a select once JavaScript runs (decision 034): one searchable combobox for a single choice or several.
// Chosen items of a multiple select show as chips, each removable; every option says what tells it apart from others
// of the same name. Over another entity it searches the server as the user types (spec section 7: q, ten a page,
// "more" for the next page), with no cap on what can be found; a short fixed list is filtered here. Before hydration,
// and without JavaScript, the form shows checkboxes or a plain select with a search button instead (picker-fallback).
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Option } from "~/core/lists/option";
import { OptionDetailLine, optionDetailText } from "./option-detail";
import { Icon } from "~/ui/frame-kit";

const pageSize = 10;

/** A search's page; `minLength`: the server lists no one for fewer characters (a picker of people, decision 047). */
type Found = { options: Option[]; hasMore: boolean; minLength?: number };

/** A next page after the first: options already shown (a chosen one, say) are not shown twice. */
function merged(shown: Option[], next: Option[]): Option[] {
  const seen = new Set(shown.map((option) => option.value));
  return [...shown, ...next.filter((option) => !seen.has(option.value))];
}

export default function ServerSelect({
  id,
  name,
  label,
  multiple = false,
  source,
  initial,
  defaultValue,
  invalid,
  describedBy,
  focusFirst,
  translateLabels = false,
  emptyLabel,
  onChange,
}: {
  id: string;
  name: string;
  /** The field's label, for the chips' remove buttons. */
  label: string;
  multiple?: boolean;
  /** The options route, `/options/<resource>/<field>`; none for a fixed list, all of it in `initial`. */
  source?: string;
  initial: Option[];
  defaultValue: string[];
  invalid: boolean;
  describedBy?: string;
  focusFirst?: boolean;
  /** A fixed list's labels are translation keys. */
  translateLabels?: boolean;
  /** A single choice that may be taken back: the option meaning none ("every event"), first when nothing is typed. */
  emptyLabel?: string;
  /** Told of each change once it is drawn, so its hidden inputs already hold it (a list filter submits its form). */
  onChange?: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  const labelOf = (option: Option) => (translateLabels ? t(option.label) : option.label);
  // Values are the options' ids, so the posted field is the plain id (or ids) the action expects.
  const [selected, setSelected] = useState<string[]>(() => defaultValue.filter(Boolean));
  const [known, setKnown] = useState(() => new Map(initial.map((option) => [option.value, option])));
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [page, setPage] = useState(1);
  const [searching, setSearching] = useState(false);
  const request = useRef<AbortController | null>(null);
  const drawn = useRef(selected);

  useEffect(() => {
    if (drawn.current === selected) return;
    drawn.current = selected;
    onChange?.(selected);
  }, [selected, onChange]);

  // Debounced: one request after the user pauses typing, or at once for the next page.
  useEffect(() => {
    // An empty search shows the loader's first page (found is cleared where the text is).
    if (!source || (query === "" && page === 1)) return;
    const controller = new AbortController();
    request.current?.abort();
    request.current = controller;
    const timer = setTimeout(
      async () => {
        setSearching(true);
        try {
          // A source may carry a query of its own (the reservation it serves, say).
          const url = new URL(source, window.location.href);
          url.searchParams.set("q", query);
          url.searchParams.set("page", String(page));
          const response = await fetch(url, {
            signal: controller.signal,
            headers: { accept: "application/json" },
          });
          const answer = (await response.json()) as Found;
          setFound((previous) =>
            page > 1 && previous ? { ...answer, options: merged(previous.options, answer.options) } : answer,
          );
        } catch {
          if (!controller.signal.aborted) setFound({ options: [], hasMore: false });
        } finally {
          if (!controller.signal.aborted) setSearching(false);
        }
      },
      page > 1 ? 0 : 300,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, page, source]);

  // The loader's first page, with the chosen options it did not hold.
  const firstPage = initial;
  const none: Option[] = emptyLabel !== undefined && query === "" ? [{ value: "", label: emptyLabel }] : [];
  const options: Option[] = [
    ...none,
    ...(!source
      ? initial.filter((option) => labelOf(option).toLowerCase().includes(query.trim().toLowerCase()))
      : (found?.options ?? (query === "" ? firstPage : []))),
  ];
  const hasMore = Boolean(source) && (found ? found.hasMore : query === "" && initial.length >= pageSize);

  const choose = (value: string[] | string | null | undefined) => {
    const values = ([] as string[]).concat(value ?? []).filter(Boolean);
    setKnown((map) => {
      const next = new Map(map);
      for (const option of options) if (values.includes(option.value)) next.set(option.value, option);
      return next;
    });
    setSelected(values);
    // One choice made, the box shows it; several, the search stays for the next of its results.
    if (!multiple) startOver("");
  };
  const startOver = (text: string) => {
    setQuery(text);
    setPage(1);
    if (text === "") setFound(null);
  };
  const remove = (value: string) => setSelected((values) => values.filter((one) => one !== value));
  const chosenLabel = (value: string) => {
    const option = known.get(value);
    return option ? labelOf(option) : "";
  };
  // The empty choice leaves the box empty (its placeholder shows), so a choice let go is no change left unsent.
  const shownLabel = (value: string | null) => (value ? chosenLabel(value) : "");

  return (
    <Combobox
      value={(multiple ? selected : (selected[0] ?? (emptyLabel !== undefined ? "" : null))) as string[]}
      onChange={choose}
      multiple={multiple}
      onClose={() => startOver("")}
      immediate
    >
      {/*
        The field is posted by hidden inputs of its own, none when nothing is chosen: the combobox posts nothing then,
        and a choice cleared by the user (a reservation taken off its table, every list taken off an event) would not
        reach the action.
      */}
      {multiple ? (
        selected.map((value) => <input key={value} type="hidden" name={name} value={value} />)
      ) : (
        <input type="hidden" name={name} value={selected[0] ?? ""} />
      )}
      {multiple && selected.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t("pickers.chosen", { field: label })}>
          {selected.map((value) => {
            const option = known.get(value);
            const detail = option ? optionDetailText(t, option) : "";
            return (
              <li
                key={value}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-200"
                data-testid="picker-chip"
              >
                <span className="truncate">
                  {chosenLabel(value) || value}
                  {detail ? <span className="text-brand-700"> · {detail}</span> : null}
                </span>
                <button
                  type="button"
                  onClick={() => remove(value)}
                  className="rounded-full p-1 text-brand-700 hover:bg-brand-100 hover:text-brand-900"
                  aria-label={t("pickers.remove", { option: chosenLabel(value) || value })}
                >
                  <Icon name="close" className="h-3.5 w-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="relative mt-1">
        <ComboboxInput
          id={id}
          className="input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-autofocus={focusFirst || undefined}
          displayValue={(value: string | string[] | null) =>
            multiple || Array.isArray(value) ? query : shownLabel(value)
          }
          onChange={(event) => startOver(event.target.value)}
          // A choice of none reads as what it means ("every event") while nothing is chosen; else how to search.
          placeholder={multiple ? t("pickers.typeToAdd") : (emptyLabel ?? t("common.searchServerHint"))}
          autoComplete="off"
        />
        {/* Not modal: the rest of the form (a chip, Save) stays within reach while the list is open. */}
        <ComboboxOptions
          anchor="bottom start"
          modal={false}
          className="z-50 mt-1 max-h-72 w-[var(--input-width)] overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible"
        >
          {options.map((option) => (
            <ComboboxOption
              key={option.value}
              value={option.value}
              className="group flex cursor-pointer items-start gap-2 px-3 py-2 data-[focus]:bg-brand-50"
            >
              <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-brand-700">
                <Icon name="section-check" className="hidden h-4 w-4 group-data-[selected]:block" />
              </span>
              <span className="min-w-0">
                <span className="block group-data-[selected]:font-semibold">{labelOf(option)}</span>
                <OptionDetailLine option={option} />
              </span>
            </ComboboxOption>
          ))}
          {options.length === 0 && !searching ? (
            <div className="px-3 py-2 text-slate-500">
              {found?.minLength && query.trim().length < found.minLength
                ? t("search.tooShort", { min: found.minLength })
                : t("common.noOptionAvailable")}
            </div>
          ) : null}
          {searching ? <div className="px-3 py-2 text-slate-500">{t("app.loading")}</div> : null}
          {hasMore && !searching ? (
            <button
              type="button"
              className="w-full px-3 py-2 text-left font-medium text-brand-700 hover:bg-brand-50"
              // The typing stays in the search box: the list stays open for the next page.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                // From the first page the loader gave, the next one is the server's second.
                if (!found) setFound({ options: firstPage, hasMore: true });
                setPage((current) => current + 1);
              }}
            >
              {t("pickers.more")}
            </button>
          ) : null}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
