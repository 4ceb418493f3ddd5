// The paper guest list of an event: `/events/{id}/guest-list`, for when the phones die at the door. It is
// the reservations tab on paper: the same checks (who opens the tab, the event in the URL within reach, every row
// checked by the user's client on every page read), the tab's filters and search, and, when no state is chosen, the
// guests the door expects (those who may enter and those already in).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTranslator } from "~/core/i18n/i18n.server";
import { env } from "~/core/config/env.server";
import { formatDateTime } from "~/core/format/format";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { eventOf, eventPath, eventTab } from "~/domains/events/event-workspace.server";
import { everyPage } from "~/resource/every-page.server";
import { scopeQuery } from "~/resource/resource.server";
import { expectedStatuses } from "./door";
import { listsOf } from "./door.server";
import { guestRows, personsOf, type GuestListReservation } from "./guest-list";
import { reservations } from "./reservations.resources";

const guestReservationSchema = upstreamRecord({
  code: optionalText,
  userName: optionalText,
  quantity: optionalNumber,
  listId: optionalText,
  tableName: optionalText,
});

/** The event's header, its guests sorted by name and their totals, as the page prints them. */
export async function guestList(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "reservations");
  const url = new URL(args.request.url);
  const state = parseListQuery(url.searchParams, reservations.list);
  // The tab's filters and search; its page, page size and order are the screen's, not the paper's.
  const { page: _page, limit: _limit, sort: _sort, ...filters } = toUpstreamQuery(state, reservations.list);
  const query = {
    ...filters,
    ...(state.filters.status ? {} : { status: expectedStatuses.join(",") }),
    sort: "userName",
    ...scopeQuery(reservations, context.signed, context.scope),
  };
  const readAll = async () => {
    const rows: GuestListReservation[] = [];
    for await (const items of everyPage(context.signed.api, "/reservations", query, env.EXPORT_PAGE_SIZE))
      rows.push(...items.map((item) => guestReservationSchema.parse(item)));
    return rows;
  };
  const [found, lists, event, { t, language }] = await Promise.all([
    readAll(),
    listsOf(context),
    eventOf(context),
    getTranslator(args.request),
  ]);
  const rows = guestRows(found, lists, language);
  return {
    title: t("guestList.pageTitle", { event: event.name }),
    event: {
      name: event.name,
      venue: event.discoName ?? "",
      start: event.startDate ? formatDateTime(event.startDate) : "",
      end: event.endDate ? formatDateTime(event.endDate) : "",
    },
    rows,
    persons: personsOf(rows),
    printedAt: formatDateTime(new Date()),
    // Narrowed by the tab's filters or search: the paper says it is not the whole night.
    narrowed: Boolean(state.q) || Object.keys(state.filters).length > 0,
    back: `${eventPath(context.eventId, "reservations")}${url.search}`,
  };
}
