// The global search box of the header (issue 24 part 6). Without JavaScript it is a plain form that opens `/search?q=`;
// with it, a Headless UI combobox that asks `/search` as the user types and lists the records found, grouped by kind:
// arrow keys move, Enter opens the record (or, on the first line, every result), Escape closes. `/` or Ctrl-K (⌘K)
// puts the cursor in it from anywhere on the page. Below md the header has no room: a search icon opens `/search`.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { minQueryLength, searchText } from "./search-kinds";
import { failureMessageKey, useHitLabel } from "./search-results";
import type { searchLoader } from "./search.server";

/** Whether a key press is typing into a field (where `/` is a character, not the shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

const optionClass = "block cursor-pointer px-3 py-2 text-sm data-[focus]:bg-brand-50";

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof searchLoader>();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const q = searchText(typed);
  const labelOf = useHitLabel();

  // One request once the user pauses typing; the answer is every kind's, searched side by side on the server.
  useEffect(() => {
    if (!q) return;
    const timer = setTimeout(() => fetcher.load(`/search?${new URLSearchParams({ q })}`), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  // `/` (outside a field) or Ctrl-K / ⌘K: to the box, or to the search page when the box is not shown (a phone).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !commandK) return;
      event.preventDefault();
      const box = input.current;
      if (box && box.offsetParent !== null) {
        box.focus();
        box.select();
      } else navigate("/search");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate]);

  const answer = fetcher.data && fetcher.data.q === q ? fetcher.data : null;
  const searching = q !== "" && !answer;
  const allHref = `/search?${new URLSearchParams({ q: typed.trim() })}`;
  const open = (href: string | null) => {
    if (!href) return;
    setTyped("");
    input.current?.blur();
    navigate(href);
  };

  return (
    <>
      <Link
        to="/search"
        className="rounded p-2 text-slate-600 hover:bg-slate-100 md:hidden"
        aria-label={t("search.open")}
        title={t("search.open")}
      >
        <Icon name="search" className="h-5 w-5" />
      </Link>
      <Form
        method="get"
        action="/search"
        role="search"
        className="relative hidden md:block md:w-64 lg:w-80"
        onSubmit={(event) => {
          // With JavaScript the combobox decides what Enter opens; a bare submit (the button) opens every result.
          event.preventDefault();
          if (typed.trim()) open(allHref);
        }}
      >
        <Combobox value={null} onChange={(href: string | null) => open(href)}>
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            />
            <ComboboxInput
              ref={input}
              name="q"
              type="search"
              autoComplete="off"
              placeholder={t("search.placeholder")}
              aria-label={t("search.label")}
              className="input !mt-0 w-full pl-8 pr-10"
              onChange={(event) => setTyped(event.target.value)}
              displayValue={() => typed}
            />
            {typed === "" ? (
              <kbd
                aria-hidden="true"
                className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-500"
              >
                /
              </kbd>
            ) : null}
            <button type="submit" className="sr-only">
              {t("search.submit")}
            </button>
          </div>
          {typed.trim() !== "" ? (
            <ComboboxOptions
              anchor="bottom end"
              className="z-50 mt-1 max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] overflow-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200"
              data-testid="header-search-results"
            >
              {!q ? (
                <div className="px-3 py-2 text-sm text-slate-500">{t("search.tooShort", { min: minQueryLength })}</div>
              ) : (
                <ComboboxOption value={allHref} className={`${optionClass} font-medium text-brand-700`}>
                  {t("search.allResults", { q })}
                </ComboboxOption>
              )}
              {searching ? (
                <div className="px-3 py-2 text-sm text-slate-500" role="status">
                  {t("search.searching")}
                </div>
              ) : null}
              {answer && answer.groups.every((group) => group.hits.length === 0 && !group.failure) ? (
                <div className="px-3 py-2 text-sm text-slate-500" role="status">
                  {t("search.nothing", { q })}
                </div>
              ) : null}
              {answer?.groups
                .filter((group) => group.hits.length > 0 || group.failure)
                .map((group) => (
                  <div key={group.kind} role="group" aria-labelledby={`header-search-${group.kind}`}>
                    <div
                      id={`header-search-${group.kind}`}
                      className="border-t border-slate-100 px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
                    >
                      {t(`search.kinds.${group.kind}`)}
                    </div>
                    {group.failure ? (
                      <div className="px-3 py-2 text-sm text-red-700">{t(failureMessageKey(group.failure))}</div>
                    ) : (
                      group.hits.map((hit) => {
                        const label = labelOf(hit);
                        return (
                          <ComboboxOption key={hit.id} value={hit.href} className={optionClass}>
                            <span className="block font-medium text-slate-900">{hit.title || hit.id}</span>
                            {hit.details.length > 0 || label ? (
                              <span className="block truncate text-xs text-slate-500">
                                {[...hit.details, ...(label ? [label] : [])].join(" · ")}
                              </span>
                            ) : null}
                          </ComboboxOption>
                        );
                      })
                    )}
                  </div>
                ))}
            </ComboboxOptions>
          ) : null}
        </Combobox>
      </Form>
    </>
  );
}
