// Links drawn as plain anchors and navigated in the browser by one listener on the element around them (decision 043).
// A Remix <Link> runs a dozen hooks and resolves its path three times on every server render; a list page draws a
// hundred of them (each row's title, edit and delete, the sidebar), and they were a tenth of the page's CPU. An anchor
// costs nothing to draw. The listener gives it what <Link> gives in the browser: navigation without a document request,
// the scroll kept where asked, and, in menus, the next page's modules fetched while the pointer rests on a link.
// Without JavaScript both are the same <a href>.
import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from "react";

/**
 * What makes an anchor a route anchor: `<a href="/events" {...routeAnchor}>`. `data-discover` is what Remix's <Link>
 * writes too: the router learns the routes of the links on screen ahead of a click, and the listener below knows the
 * anchors it navigates by it. A spread, not a component: an anchor stays one element to render, nothing around it.
 */
export const routeAnchor = { "data-discover": "true" } as const;

type Options = {
  /** Keep the scroll where it is (a dialog over the list, the list's next page). */
  preventScrollReset?: boolean;
  /** Fetch a link's page modules and data after the pointer or focus rests on it 100 ms, as <Link prefetch="intent">. */
  prefetch?: boolean;
};

/** The handlers to put on the element around route anchors, and the prefetch links to draw beside them. */
export function useRouteAnchors({ preventScrollReset = false, prefetch = false }: Options = {}): {
  handlers: {
    onClick: (event: React.MouseEvent<HTMLElement>) => void;
    onMouseOver?: (event: React.MouseEvent<HTMLElement>) => void;
    onMouseOut?: (event: React.MouseEvent<HTMLElement>) => void;
    onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
    onBlur?: (event: React.FocusEvent<HTMLElement>) => void;
  };
  prefetchLinks: ReactNode;
} {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: React.MouseEvent<HTMLElement>) => {
      // A <Link> inside has navigated already; a modified click opens a tab, as on any anchor.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = routeAnchorOf(event);
      if (!anchor) return;
      const here = window.location;
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      // A link within the page (#section) is the browser's to follow.
      if (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search) return;
      event.preventDefault();
      navigate(to, { replace: to === `${here.pathname}${here.search}${here.hash}`, preventScrollReset });
    },
    [navigate, preventScrollReset],
  );
  // The link the pointer or focus rests on lives in a small component of its own (IntentPrefetch): a state here would
  // render the whole area again, the shell with the page inside it, each time the pointer crossed a menu link.
  const showPrefetch = useRef<(href: string | null) => void>(() => {});
  const pending = useRef<{ href: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    showPrefetch.current(null);
  }, []);
  useEffect(() => cancel, [cancel]);
  const enter = useCallback(
    (event: React.SyntheticEvent<HTMLElement>) => {
      const anchor = routeAnchorOf(event);
      if (!anchor) return;
      const href = `${anchor.pathname}${anchor.search}`;
      // Moving over the parts of the same link (its icon, its text) is still resting on it.
      if (pending.current?.href === href) return;
      cancel();
      pending.current = { href, timer: setTimeout(() => showPrefetch.current(href), 100) };
    },
    [cancel],
  );
  const leave = useCallback(
    (event: React.MouseEvent<HTMLElement> | React.FocusEvent<HTMLElement>) => {
      const anchor = routeAnchorOf(event);
      if (anchor && event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget)) return;
      cancel();
    },
    [cancel],
  );
  return prefetch
    ? {
        handlers: { onClick, onMouseOver: enter, onMouseOut: leave, onFocus: enter, onBlur: leave },
        prefetchLinks: <IntentPrefetch showRef={showPrefetch} />,
      }
    : { handlers: { onClick }, prefetchLinks: null };
}

/** Remix's prefetch links for the page a menu link leads to, while the pointer or the focus rests on it. */
function IntentPrefetch({ showRef }: { showRef: MutableRefObject<(href: string | null) => void> }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    showRef.current = setHref;
    return () => {
      showRef.current = () => {};
    };
  }, [showRef]);
  return href ? <PrefetchPageLinks page={href} /> : null;
}

/** The route anchor an event happened in, within the element that listens; none for another site or a download. */
function routeAnchorOf(event: React.SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest("a[data-discover]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/** Whether a link to `to` is the current page's, as <NavLink> decides it (`end`: that very path only, not below it). */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  return !end && target !== "/" && here.startsWith(target.endsWith("/") ? target : `${target}/`);
}
