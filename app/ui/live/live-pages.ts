// Which pages refresh themselves (live-data.ts), for the layouts around them: a module of its own, so the document and
// the shell, which every page loads, carry this test and not the live pages' hooks.
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/** The pages that refresh themselves, by path: their layouts stay as they are when only the page is read again. */
const livePages = [/^\/events\/[^/]+\/(door|tables)\/?$/, /^\/orders\/bar\/?$/, /^\/chats(\/[^/]+)?\/?$/];

export function isLivePage(pathname: string): boolean {
  return livePages.some((pattern) => pattern.test(pathname));
}

/**
 * A layout's shouldRevalidate: a load of the same live page that posts nothing (a refresh, a search typed at the door)
 * reads only the page; its layouts (the user, the menu, the event's header) do not change with it.
 */
export function layoutStaysOnLivePage({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs): boolean {
  const reading = !formMethod || formMethod.toUpperCase() === "GET";
  return reading && currentUrl.pathname === nextUrl.pathname && isLivePage(nextUrl.pathname);
}
