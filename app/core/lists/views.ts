// Saved views of a list (decision 024): a list's URL state (filters, sort, page size, columns) kept under a name, the
// user's own or shared with the staff of the venue they work at. Shared by the store, the pages and the tests.
import { staysOnSite } from "../http/safe-redirect";

export const viewVisibilities = ["personal", "shared"] as const;
export type ViewVisibility = (typeof viewVisibilities)[number];

export const maxViewNameLength = 60;

export type SavedView = {
  id: string;
  list: string;
  name: string;
  query: string;
  ownerId: string;
  ownerName: string;
  venueId: string | null;
  visibility: ViewVisibility;
  createdAt: string;
  updatedAt: string;
};

/** Who asks for views: their own, and the shared ones of the venue they work at (null: an admin, among admins). */
export type ViewReader = { userId: string; venueId: string | null };

/** The params a view keeps: everything of the list's URL but the page, in a stable order, so equal views compare equal. */
export function viewQuery(search: URLSearchParams | string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.sort();
  return params.toString();
}

/** The URL a view opens: its list with its params. */
export function viewHref(view: Pick<SavedView, "list" | "query">): string {
  return view.query ? `${view.list}?${view.query}` : view.list;
}

/** The list paths a view may name: one of the app's own pages, never another site or a protocol-relative URL. */
export function isListPath(path: string): boolean {
  return /^\/[A-Za-z0-9][\w\-/.]*$/.test(path) && !path.includes("//") && !path.includes("..") && staysOnSite(path);
}

/** With whom a reader's shared views are shared: their venue's staff, the other admins, or nobody (no venue reached). */
export type ViewSharing = "venue" | "admins" | null;

export function sharingOf(reader: ViewReader): ViewSharing {
  if (reader.venueId === null) return "admins";
  return reader.venueId ? "venue" : null;
}
