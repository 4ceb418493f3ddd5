// Parts of a page whose code arrives after the page is interactive (decision 059): a record's form, a chat's reply box.
// The server draws them whole, as for a browser without JavaScript. In the browser their module starts loading as
// soon as the module that draws them is evaluated, beside the page's own, and the page hydrates without waiting for it:
// - the code is there when hydration reaches the part: it hydrates as usual;
// - it is not: the server's markup is left alone, a plain HTML form that works as it does without JavaScript. When
//   the code arrives the part is drawn anew in its place, focus and caret carried over, unless something in it was
//   changed by then: then it stays the plain form until the page changes, so nothing typed is ever lost. A press or a
//   key inside it, or the focus moved into it, counts as a change (a file chooser or a select's list may be open);
// - it is opened later, by a navigation: a line saying it is loading, until the code is there.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/shell-kit";
import { islandDrawnEvent, type IslandCode } from "~/ui/frame-kit";

/** Whether a control in the element holds something other than what the server drew (typed, chosen, autofilled). */
function changedInside(element: HTMLElement): boolean {
  for (const control of element.querySelectorAll("input, textarea, select")) {
    if (control instanceof HTMLInputElement) {
      if (control.type === "checkbox" || control.type === "radio") {
        if (control.checked !== control.defaultChecked) return true;
      } else if (control.type === "file") {
        if (control.files?.length) return true;
      } else if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      // A single select with no option marked selected shows its first one.
      const firstDefault = options.findIndex((option) => option.defaultSelected);
      if (!control.multiple && control.selectedIndex !== Math.max(firstDefault, 0)) return true;
      if (control.multiple && options.some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

const handEvents = ["pointerdown", "keydown", "input", "change"] as const;

/**
 * Whether the focus is on a control inside the element other than the one a dialog gives it when it opens (its
 * `data-autofocus` field): the user put it there, perhaps before the page was hydrated.
 */
function focusMovedInside(element: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && element.contains(active) && !active.hasAttribute("data-autofocus");
}

/** Where the focus is inside the element, to put it back on the same control once the element is drawn anew. */
function focusWithin(element: HTMLElement): ((next: HTMLElement | null) => void) | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !element.contains(active)) return null;
  const selector = active.id
    ? `#${CSS.escape(active.id)}`
    : active.getAttribute("name")
      ? `[name="${CSS.escape(active.getAttribute("name")!)}"]`
      : null;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  const [start, end] = text ? [active.selectionStart, active.selectionEnd] : [null, null];
  return (next) => {
    const target = selector ? next?.querySelector<HTMLElement>(selector) : null;
    if (!target) return;
    target.focus({ preventScroll: true });
    if (start !== null && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
      try {
        target.setSelectionRange(start, end);
      } catch {
        // Not every input type has a caret (email, number): the focus is enough.
      }
    }
  };
}

/**
 * Draws `children(module)` once the island's module is there. Give an island the `key` of what it draws (the record's
 * id): a part kept as the server drew it must not stay on screen once the page shows another record.
 */
export function Island<Module>({
  code,
  children,
}: {
  code: IslandCode<Module>;
  children: (module: Module) => ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [module, setModule] = useState(code.module);
  // Drawn by the server, and hydrating before the code is there: the server's markup stays until it is.
  const [asServerDrew] = useState(() => !hydrated && !code.module);
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (module) return;
    const wrapper = element.current;
    // A hand on the form (a press, a key, a value changed) keeps it the server's: a file chooser or a select's list
    // opened on it answers into that element, which a redraw would take away.
    let changed = false;
    const onChange = () => {
      changed = true;
    };
    for (const type of handEvents) wrapper?.addEventListener(type, onChange, true);
    let current = true;
    code.ready.then(
      (loaded) => {
        if (!current) return;
        if (asServerDrew && wrapper && (changed || changedInside(wrapper) || focusMovedInside(wrapper))) return;
        const refocus = asServerDrew && wrapper ? focusWithin(wrapper) : null;
        flushSync(() => setModule(() => loaded));
        refocus?.(element.current);
        // Drawn after a loading line: a dialog around it may now focus its first field (route-dialog.tsx).
        if (!asServerDrew) element.current?.dispatchEvent(new Event(islandDrawnEvent, { bubbles: true }));
      },
      () => {
        if (current && !asServerDrew) setFailed(true);
      },
    );
    return () => {
      current = false;
      for (const type of handEvents) wrapper?.removeEventListener(type, onChange, true);
    };
  }, [code, module, asServerDrew]);

  if (module) {
    return (
      // Marked drawn once hydrated: the part's own code then runs (browser tests wait for it).
      <div key="drawn" ref={element} className="contents" data-island={hydrated ? "drawn" : "server"}>
        {children(module)}
      </div>
    );
  }
  if (asServerDrew) {
    return (
      <div
        key="server"
        ref={element}
        className="contents"
        data-island="server"
        // Hydration leaves an element's inner HTML as the server sent it: a plain form, until the code is there.
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="loading" ref={element} className="contents" data-island="loading">
      <p role={failed ? "alert" : "status"} className="py-6 text-center text-sm text-slate-500">
        {failed ? t("island.failed") : t("island.loading")}
      </p>
    </div>
  );
}
