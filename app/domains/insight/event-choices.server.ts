// The event picker of a period page (statistics, the promoter ledger): the venue's events (an admin: every venue's),
// latest first, found on the server ten at a time like a form's picker (spec section 7), each with its day, so two
// nights of the same name stay apart. Without JavaScript the text typed beside it comes back in the URL
// (`?eventIdSearch=`), so the page offers what it found.
import { listFilterOptions, searchedChoicesJson } from "~/resource/select-options.server";
import type { OptionsFrom } from "~/resource/fields";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { reachedVenue } from "~/core/access/row-scope";
import { eventSearchParam } from "./event-search";

function eventsOf(venue: string | undefined): OptionsFrom {
  return {
    endpoint: "events",
    optionLabel: "name",
    sort: "-startDate",
    query: venue ? { discoId: venue } : {},
    detail: [{ field: "startDate", date: true }],
  };
}

/** The picker's options as drawn: the chosen event (within reach), then the first ten or those the search found. */
export function eventChoices(signed: Signed, venue: string | undefined, request: Request, chosen: string | null) {
  const q = (new URL(request.url).searchParams.get(eventSearchParam) ?? "").trim();
  return listFilterOptions(signed, eventsOf(venue), chosen ?? undefined, q);
}

/** The pages whose event picker searches here, each guarded by its own section. */
const pickerSections = { statistics: "statistics", promoters: "promoters" } as const;

/** `/options/event-choices/<page>`: what the picker finds as the user types, for a user who may open that page. */
export async function searchEventChoices(request: Request, page: string | undefined) {
  const section = pickerSections[page as keyof typeof pickerSections];
  if (!section) throw notFound();
  const signed = await requireAccess(request, section);
  const venue = reachedVenue(signed);
  if (venue === null) throw notFound();
  return searchedChoicesJson(signed, eventsOf(venue), request);
}
