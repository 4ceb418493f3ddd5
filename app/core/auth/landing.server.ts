// Where a signed-in user lands (spec section 2), with the one thing the permissions table cannot know by itself: which
// event is tonight's. Only the night staff need it (decision 030): they land on tonight's event's own tab (the door,
// the galley, the cloakroom) when the selected venue has exactly one event tonight, else on the events list.
import { landingOrLogin, type Signed } from "./auth.server";
import { landingFor, nightTabFor } from "../access/navigation";
import type { Viewer } from "../access/permissions";
import { eventsOwner, rowScope } from "../access/row-scope";
import { UpstreamError } from "../upstream/upstream.server";
import { nightOf } from "../format/venue-time";

/**
 * Where to send a signed-in user who asked for nothing else (after signing in, on the login page, after changing
 * venue): their landing, or for the night staff the entry route, which reads tonight's event to land on its tab.
 */
export function landingOrEntry(viewer: Viewer): string {
  return nightTabFor(viewer) ? "/" : landingOrLogin(viewer);
}

/**
 * The id of the selected venue's one event tonight (running now, or starting before 6 am of tonight's night), or null
 * when there is none or more than one (the events list then marks them all). One upstream list call, scoped as every
 * read of events is, asking for two rows at most: enough to tell one from several.
 */
async function tonightEventId(signed: Signed, now = new Date()): Promise<string | null> {
  const scope = rowScope(eventsOwner, signed);
  if (scope === null) return null;
  const { items } = await signed.api.list<{ _id: string }>(
    "/events",
    {
      ...scope,
      "endDate[gt]": now.toISOString(),
      "startDate[lt]": nightOf(now).end,
      sort: "startDate",
      limit: 2,
    },
    // The rows tell one night from several; the count is never shown, so it is not probed (decision 049).
    { uncounted: true },
  );
  return items.length === 1 ? items[0]._id : null;
}

/** The landing of the entry route: for the night staff, tonight's event's tab when there is one. */
export async function landingPath(signed: Signed): Promise<string> {
  if (!nightTabFor(signed.viewer)) return landingOrLogin(signed.viewer);
  try {
    return landingFor(signed.viewer, await tonightEventId(signed)) ?? "/login";
  } catch (error) {
    // An upstream that fails here must not keep anyone out: the events list says what is wrong in its own words. A
    // session the upstream no longer takes is its redirect to login (a Response of 3xx), which goes on as it is.
    const failed =
      (error instanceof UpstreamError && error.kind !== "unauthorized") ||
      (error instanceof Response && error.status >= 400);
    if (failed) return landingOrLogin(signed.viewer);
    throw error;
  }
}
