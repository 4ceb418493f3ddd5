// The global search box of the header (decision 033). Without JavaScript it is a plain form that opens `/search?q=`;
// with it, a combobox (the ARIA pattern, written out: the box is in every signed-in page, and Headless UI's combobox
// weighed 46 KB gzip there, decision 039) that asks `/search` as the user types and lists the records found, grouped
// by kind: arrow keys move, Enter opens the record (or, on the first line, every result), Escape closes. `/` or Ctrl-K
// (⌘K) puts the cursor in it from anywhere on the page. Below md the header has no room: a search icon opens `/search`.
import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/frame-kit";
import { minQueryLength, searchText } from "./search-text";
import { failureMessageKey, useHitLabel } from "./search-labels";
import type { searchLoader } from "./search.server";

/** Whether a key press is typing into a field (where `/` is a character, not the shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

const optionClass = "block cursor-pointer px-3 py-2 text-sm data-[focus]:bg-brand-50";

/** One line of the list that opens something: its address and what it shows. */
type Choice = { href: string; key: string; content: ReactNode; className: string };

/**
 * One line of the list. It never takes the focus: the cursor stays in the box, whose arrow keys and Enter move and
 * choose (aria-activedescendant), as the combobox pattern has it; the mouse hovers and clicks.
 */
function SearchOption({
  id,
  choice,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  choice: Choice;
  active: boolean;
  onHover: () => void;
  onChoose: (href: string) => void;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the box's keys choose (see above)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-focus={active ? "" : undefined}
      className={choice.className}
      // Keeps the cursor in the box, so the click is not lost to the box's blur closing the list.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={() => onChoose(choice.href)}
    >
      {choice.content}
    </div>
  );
}

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof searchLoader>();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [typed, setTyped] = useState("");
  // The list shows while the box has something typed, until Escape, a click elsewhere or a choice closes it.
  const [expanded, setExpanded] = useState(false);
  // The line Enter opens: the first (every result) until an arrow moves it.
  const [active, setActive] = useState(0);
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
    setExpanded(false);
    input.current?.blur();
    navigate(href);
  };

  // Every line that opens something, in the order the arrows walk them; groups only label them.
  const groups = (answer?.groups ?? []).filter((group) => group.hits.length > 0 || group.failure);
  const choices: Choice[] = [];
  if (q) {
    choices.push({
      href: allHref,
      key: "all",
      content: t("search.allResults", { q }),
      className: `${optionClass} font-medium text-brand-700`,
    });
  }
  const hitChoices = new Map(
    groups.map((group) => [
      group.kind,
      group.hits.map((hit) => {
        const label = labelOf(hit);
        const choice: Choice = {
          href: hit.href,
          key: `${group.kind}-${hit.id}`,
          className: optionClass,
          content: (
            <>
              <span className="block font-medium text-slate-900">{hit.title || hit.id}</span>
              {hit.details.length > 0 || label ? (
                <span className="block truncate text-xs text-slate-500">
                  {[...hit.details, ...(label ? [label] : [])].join(" · ")}
                </span>
              ) : null}
            </>
          ),
        };
        choices.push(choice);
        return choice;
      }),
    ]),
  );
  const shown = expanded && typed.trim() !== "";
  const current = shown && active < choices.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const option = (choice: Choice) => {
    const index = choices.indexOf(choice);
    return (
      <SearchOption
        key={choice.key}
        id={optionId(index)}
        choice={choice}
        active={index === current}
        onHover={() => setActive(index)}
        onChoose={open}
      />
    );
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
          // With JavaScript Enter opens the highlighted line; a bare submit (the button) opens every result.
          event.preventDefault();
          if (typed.trim()) open(allHref);
        }}
      >
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={input}
            name="q"
            // A text box: HTML allows the combobox role on type=text, not on type=search.
            type="text"
            enterKeyHint="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-activedescendant={current > -1 ? optionId(current) : undefined}
            placeholder={t("search.placeholder")}
            aria-label={t("search.label")}
            className="input !mt-0 w-full pl-8 pr-10"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setExpanded(true);
              setActive(0);
            }}
            onBlur={() => setExpanded(false)}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                if (!shown) return setExpanded(true);
                const step = event.key === "ArrowDown" ? 1 : -1;
                setActive(Math.min(Math.max(current + step, 0), Math.max(choices.length - 1, 0)));
              } else if (event.key === "Escape" && shown) {
                event.preventDefault();
                setExpanded(false);
              } else if (event.key === "Enter" && current > -1) {
                event.preventDefault();
                open(choices[current].href);
              }
            }}
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
        {shown ? (
          <div
            id={listId}
            role="listbox"
            aria-label={t("search.label")}
            className="absolute right-0 top-full z-50 mt-1 max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] overflow-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200"
            data-testid="header-search-results"
          >
            {!q ? (
              <div className="px-3 py-2 text-sm text-slate-500">{t("search.tooShort", { min: minQueryLength })}</div>
            ) : (
              option(choices[0])
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
            {groups.map((group) => (
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
                  (hitChoices.get(group.kind) ?? []).map(option)
                )}
              </div>
            ))}
          </div>
        ) : null}
      </Form>
    </>
  );
}
