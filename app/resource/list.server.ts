// A resource's list: rows, total and state read from the URL (spec section 3), and the options of its filters over
// other entities, all read at once.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { FoundOptions } from "./fields";
import { access, basePath, scopeQuery, type ResourceContext, type Row } from "./scope.server";
import { listFilterOptions } from "./select-options.server";
import type { ResourceDefinition } from "~/resource/definition";
import { usesDeskTools, writableActions, writesWithinGrant } from "./write-access";
import { env } from "~/core/config/env.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { filterSearchParam, parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { listViewsFor } from "~/core/lists/views.server";
import type { Query } from "~/core/upstream/upstream-query";
import type { ListContext } from "~/ui/lists/column";

export async function resourceList(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  // A plain object: single fetch encodes it once (json() would serialize it, and Remix parse it back, first).
  return resourceListData(resource, args, context);
}

/** A list's rows, total, state and the options of its filters over other entities, all read at once. */
export async function resourceListData(
  resource: ResourceDefinition,
  { request }: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = await access(resource, request, context);
  // A search form submits its empty fields too (`?q=&status=`); the shared URL leaves them out.
  const url = new URL(request.url);
  if ([...url.searchParams.values()].some((value) => value === "")) {
    const kept = [...url.searchParams].filter(([, value]) => value !== "");
    throw redirect(`${url.pathname}${kept.length ? `?${new URLSearchParams(kept)}` : ""}`);
  }
  const state = parseListQuery(new URL(request.url).searchParams, resource.list);
  const scope = scopeQuery(resource, signed, context.scope);
  const optionControls = (resource.list.filterControls ?? []).filter(
    (control) => control.optionsFrom && !(control.name in scope),
  );
  const base = basePath(resource, context);
  const [{ items, total, totalWithheld }, { t }, filterOptions, views] = await Promise.all([
    signed.api.list<Row>(`/${resource.endpoint}`, { ...toUpstreamQuery(state, resource.list), ...scope }),
    getTranslator(request),
    Promise.all(
      optionControls.map(async (control) => {
        // The chosen option and a page of ten, searched by the text typed beside the filter (decision 034).
        const q = new URL(request.url).searchParams.get(filterSearchParam(control.name))?.trim() ?? "";
        const found = await listFilterOptions(signed, control.optionsFrom!, state.filters[control.name], q);
        return [control.name, found] as const;
      }),
    ),
    listViewsFor(signed, base),
    context.guard,
  ]);
  const now = new Date();
  const rows = resource.derive ? items.map((row) => resource.derive!(row, now) as Row) : items;
  return {
    rows: shownRows(resource, rows),
    total,
    // The upstream's count could hold other venues' rows: `total` is only what the checked rows prove (decision 049).
    totalWithheld: totalWithheld ?? false,
    state,
    title: t(`sections.${resource.section}.title`),
    base,
    views,
    viewerId: signed.user._id,
    // What the page offers besides reading: none of it for a user who may only read these records (decision 025).
    // The desk tools too: the night staff read the events list, the desk keeps it (decision 030).
    writable: {
      ...writableActions(resource, signed),
      bulk: writesWithinGrant(resource, signed),
      desk: usesDeskTools(resource, signed.viewer),
    },
    filterOptions: Object.fromEntries(filterOptions) as Record<string, FoundOptions>,
    fixedFilters: Object.keys(scope),
    fixedContext: fixedContextOf(scope),
  };
}

const shownFieldsCache = new WeakMap<ResourceDefinition, readonly string[]>();

/** What a row's list pages draw or read besides its id: its name, its columns' fields (flags too), `list.rowReads`. */
function shownFields(resource: ResourceDefinition): readonly string[] {
  let fields = shownFieldsCache.get(resource);
  if (!fields) {
    fields = [
      ...new Set([
        resource.titleField,
        ...resource.list.columns.flatMap((column) => [column.field, ...(column.flags ?? [])]),
        ...(resource.list.rowReads ?? []),
      ]),
    ];
    shownFieldsCache.set(resource, fields);
  }
  return fields;
}

/**
 * The rows as the page gets them: only the fields it draws or reads (decision 061). A list's loader data goes into its
 * document for hydration; whole records (an event's 27 fields for a table of six columns) made the events list's data
 * twice its size, and the fields no page shows have no business in the browser.
 */
export function shownRows(resource: ResourceDefinition, rows: readonly Row[]): Row[] {
  if (env.LIST_ROWS === "whole") return [...rows];
  const fields = shownFields(resource);
  return rows.map((row) => {
    const shown: Row = { _id: row._id };
    for (const field of fields) if (field in row) shown[field] = row[field];
    return shown;
  });
}

/**
 * What the page already says of every row: the one event whose tab this is, the one venue the list is confined to (a
 * venue's own staff; not a format, whose events are hosted by other venues' clubs, nor an admin).
 */
function fixedContextOf(scope: Query): ListContext[] {
  const one = (value: unknown) => typeof value === "string" && value !== "" && !value.includes(",");
  return [...(one(scope.eventId) ? (["event"] as const) : []), ...(one(scope.discoId) ? (["venue"] as const) : [])];
}
