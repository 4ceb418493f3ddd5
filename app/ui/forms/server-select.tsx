// The picker of a select once JavaScript runs (decision 034): one searchable combobox for a single choice or several.
// Chosen items of a multiple select show as chips, each removable; every option says what tells it apart from others
// of the same name. Over another entity it searches the server as the user types (spec section 7: q, ten a page,
// "more" for the next page), with no cap on what can be found; a short fixed list is filtered here. Before hydration,
// and without JavaScript, the form shows checkboxes or a plain select with a search button instead (picker-fallback).
import { useCombobox } from "downshift";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import type { Option } from "~/core/lists/option";
import { useListPlace } from "./list-place";
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
  const [initialValues] = useState(() => defaultValue.filter(Boolean));
  const [selected, setSelected] = useState<string[]>(initialValues);
  const [known, setKnown] = useState(() => new Map(initial.map((option) => [option.value, option])));
  const [query, setQuery] = useState("");
  // Typing in a single choice's box: it shows the search, not the choice, until the list closes or one is chosen.
  const [editing, setEditing] = useState(false);
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
    if (!multiple) {
      setEditing(false);
      startOver("");
    }
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
  const shownLabel = (value: string | undefined) => (value ? chosenLabel(value) : "");

  // Types of the changes downshift reports (its enum, read once): a choice, a blur, a keystroke.
  const { ItemClick, InputKeyDownEnter, InputBlur, InputChange, InputClick } = useCombobox.stateChangeTypes;
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu } = useCombobox<Option>({
    items: options,
    inputId: id,
    itemToString: (option) => (option ? labelOf(option) : ""),
    itemToKey: (option) => option?.value,
    // A multiple select has no one chosen item in the box: its choices are the chips.
    selectedItem: multiple ? null : (options.find((option) => option.value === (selected[0] ?? "")) ?? null),
    // What is typed while searching; else, for a single choice, the chosen option's words.
    inputValue: multiple || editing ? query : shownLabel(selected[0]),
    defaultHighlightedIndex: 0,
    stateReducer: (state, { type, changes }) => {
      // Leaving the box takes nothing: only a click or Enter chooses (the highlighted option is not picked on blur).
      if (type === InputBlur) return { ...changes, selectedItem: state.selectedItem };
      // A click in the box opens the list (focus may have opened it a moment before): it never closes it.
      if (type === InputClick) return { ...changes, isOpen: true };
      // Several: the list stays open on the same search for the next of its results.
      if (multiple && (type === ItemClick || type === InputKeyDownEnter))
        return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue };
      return changes;
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      if (type === InputChange) {
        setEditing(true);
        startOver(inputValue ?? "");
      } else if ((type === ItemClick || type === InputKeyDownEnter) && selectedItem) {
        const value = selectedItem.value;
        // Several: a chosen option clicked again is taken back, as a checkbox would be.
        if (!multiple) choose(value);
        else choose(selected.includes(value) ? selected.filter((one) => one !== value) : [...selected, value]);
      }
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (open) return;
      // A single choice whose words were wiped out and left: the choice is taken back (the field is emptied).
      if (!multiple && editing && query.trim() === "" && selected.length > 0) choose([]);
      // Closed, the search starts over: the box shows the choice again.
      setEditing(false);
      startOver("");
    },
  });

  // The list floats over the page, against the box (list-place.ts).
  const box = useRef<HTMLDivElement>(null);
  const place = useListPlace(box, isOpen);

  // React keeps a controlled input's value attribute in step with its value, so the page cannot tell a choice made here
  // from the form's own by comparing them: the picker says so itself.
  const unsent = (editing && query !== "") || [...selected].sort().join() !== [...initialValues].sort().join();

  return (
    <>
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
      {/* The box the list is placed against. */}
      {/* Marked while it holds what the form has not sent: a refreshing page leaves a choice being made alone. */}
      <div className="relative mt-1" ref={box} data-unsent={unsent || undefined}>
        <input
          className="input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-autofocus={focusFirst || undefined}
          // A choice of none reads as what it means ("every event") while nothing is chosen; else how to search.
          placeholder={multiple ? t("pickers.typeToAdd") : (emptyLabel ?? t("common.searchServerHint"))}
          {...getInputProps({
            // Named by the field's own label (its `for` is this id), not by a label element of downshift's.
            "aria-labelledby": undefined,
            // The list opens as soon as the box is entered, as a select's would.
            onFocus: () => {
              if (!isOpen) openMenu();
            },
            // Esc with the list closed is not the picker's (downshift would clear the choice): it closes the dialog.
            onKeyDown: (event) => {
              if (event.key === "Escape" && !isOpen)
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                  true;
            },
          })}
        />
        {createPortal(
          // Not modal: the rest of the form (a chip, Save) stays within reach while the list is open.
          <div hidden={!isOpen || !place} style={place} className="z-50">
            <div
              {...getMenuProps({ "aria-label": label }, { suppressRefError: true })}
              className="max-h-[var(--picker-height,18rem)] overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
            >
              {isOpen ? (
                <>
                  {options.map((option, index) => {
                    const chosen =
                      selected.includes(option.value) || (!multiple && option.value === "" && selected.length === 0);
                    return (
                      <div
                        key={option.value}
                        className={`flex cursor-pointer items-start gap-2 px-3 py-2 ${highlightedIndex === index ? "bg-brand-50" : ""}`}
                        {...getItemProps({ item: option, index })}
                      >
                        <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-brand-700">
                          {chosen ? <Icon name="section-check" className="h-4 w-4" /> : null}
                        </span>
                        <span className="min-w-0">
                          <span className={`block ${chosen ? "font-semibold" : ""}`}>{labelOf(option)}</span>
                          <OptionDetailLine option={option} />
                        </span>
                      </div>
                    );
                  })}
                  {options.length === 0 && !searching ? (
                    <div className="px-3 py-2 text-slate-500">
                      {found?.minLength && query.trim().length < found.minLength
                        ? t("search.tooShort", { min: found.minLength })
                        : t("common.noOptionAvailable")}
                    </div>
                  ) : null}
                  {searching ? <div className="px-3 py-2 text-slate-500">{t("app.loading")}</div> : null}
                  {hasMore && !searching ? (
                    <div>
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
                    </div>
                  ) : null}
                </>
              ) : null}
            </div>
          </div>,
          document.body,
        )}
      </div>
    </>
  );
}
