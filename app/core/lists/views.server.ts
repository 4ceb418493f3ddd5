// Who reads saved views (decision 024) and a list's views for its menu; the store is views-store.server.ts.
import type { Signed } from "../auth/auth.server";
import { database } from "../db/database.server";
import { reachedVenue } from "../access/row-scope";
import { viewsFor } from "../db/views-store.server";
import type { SavedView, ViewReader } from "./views";

/**
 * Who reads views, and where shared ones are shared: an admin among admins (null), anyone else at the venue they work
 * at now; a user who reaches no venue shares nothing ("" matches no shared view, and saving one is refused).
 */
export function viewReaderOf(signed: Signed): ViewReader {
  const venue = reachedVenue({ user: signed.user, venueId: signed.venueId });
  return { userId: signed.user._id, venueId: venue === undefined ? null : (venue ?? "") };
}

/** A list's views for its menu; null when the database cannot be read, so the list itself still shows. */
export async function listViewsFor(signed: Signed, list: string): Promise<SavedView[] | null> {
  try {
    return await viewsFor(await database(), viewReaderOf(signed), list);
  } catch (error) {
    console.error(`[views] could not read saved views: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
