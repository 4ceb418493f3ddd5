// The events list's URL state and upstream query, as its loader computes them.
import { parseListQuery, toSearchParams, toUpstreamQuery } from "~/core/lists/list-query";
import { events } from "~/domains/events/events.resources";

export function eventsListQuery(search: string, now: Date) {
  const state = parseListQuery(new URLSearchParams(search), events.list);
  return { query: toUpstreamQuery(state, events.list, now), search: toSearchParams(state, events.list).toString() };
}
