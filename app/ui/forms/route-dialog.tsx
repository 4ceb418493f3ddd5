// A dialog that is a URL: child route of its list, rendered as the same modal markup on the server and in the browser,
// so nothing typed before hydration is lost on a slow connection. JavaScript adds what a modal needs: focus moves
// inside and stays there, Esc and a click outside go back to the list with its filters.
import { Icon, islandDrawnEvent } from "~/ui/frame-kit";
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Without `closeTo` the dialog is persistent (spec section 2: login, complete-profile): no close button, Esc or backdrop. */
export function RouteDialog({ title, closeTo, children }: { title: string; closeTo?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const previous = document.activeElement as HTMLElement | null;
    const first =
      element.querySelector<HTMLElement>("[data-autofocus]") ?? element.querySelector<HTMLElement>(focusable);
    if (!element.contains(document.activeElement)) first?.focus();
    // A form whose code was still loading (an island, decision 059) gets the focus once drawn, unless it was moved.
    const autoFocused = document.activeElement;
    const onIslandDrawn = () => {
      const wanted = element.querySelector<HTMLElement>("[data-autofocus]");
      if (wanted && document.activeElement === autoFocused) wanted.focus();
    };
    element.addEventListener(islandDrawnEvent, onIslandDrawn);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Taken by a control inside (an open picker's list closes first).
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (closeTo !== undefined) navigate(closeTo, { preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...element.querySelectorAll<HTMLElement>(focusable)].filter((item) => item.offsetParent !== null);
      if (items.length === 0) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && (document.activeElement === head || !element.contains(document.activeElement))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !element.contains(document.activeElement))) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      element.removeEventListener(islandDrawnEvent, onIslandDrawn);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [closeTo, navigate]);

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto p-4 sm:p-10">
      {/* The backdrop is a link back to the list: a click outside closes the dialog, with or without JavaScript. */}
      {closeTo !== undefined ? (
        <Link
          to={closeTo}
          className="fixed inset-0 cursor-default bg-slate-900/40 dark:bg-black/60"
          aria-hidden="true"
          tabIndex={-1}
          preventScrollReset
        />
      ) : (
        <div className="fixed inset-0 bg-slate-900/40 dark:bg-black/60" aria-hidden="true" />
      )}
      <section
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-2xl rounded-xl bg-white shadow-xl"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {closeTo !== undefined ? (
            <Link
              to={closeTo}
              className="rounded p-1 text-slate-500 hover:bg-slate-100"
              aria-label={t("dialog.close")}
              preventScrollReset
            >
              <Icon name="close" className="h-6 w-6" />
            </Link>
          ) : null}
        </div>
        <div className="px-6 py-5">{children}</div>
      </section>
    </div>
  );
}
