// The event workspace (spec section 2): `/events/{id}` with one tab per nested route. The layout reads the event for
// its header; each tab reads its own data at the same time (neither waits for the other), checking on its own who
// may open it (permissions.ts) and scoping its upstream calls to the event. Writes first make sure the event is one
// the user may see, since an action runs without the layout's loader.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { eventPhase, events } from "~/domains/events/events.resources";
import type { ResourceDefinition } from "~/resource/definition";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import type { UpstreamClient } from "~/core/upstream/upstream.server";
import { currentRequestKey } from "~/core/upstream/request-timing.server";
import { canAccess, canOpenEventTab, type EventTab } from "~/core/access/permissions";
import { eventTabsFor } from "~/core/access/navigation";
import {
  findInScope,
  resourceDelete,
  resourceList,
  resourceRecord,
  resourceSave,
  scopeQuery,
  type ResourceContext,
} from "~/resource/resource.server";

export type EventRecord = Record<string, unknown> & {
  _id: string;
  name: string;
  discoId?: string;
  discoName?: string;
  startDate?: string;
  endDate?: string;
  hideOnApp?: boolean;
  isFestival?: boolean;
};

function eventIdOf(params: LoaderFunctionArgs["params"]): string {
  const id = params.id;
  if (!id) throw notFound();
  return id;
}

export function eventPath(id: string, tab?: EventTab): string {
  return `/events/${encodeURIComponent(id)}${tab ? `/${tab}` : ""}`;
}

/** The event as this user may see it: a venue user only their venue's; any other is not-found. */
function readEvent(signed: Signed, id: string): Promise<EventRecord> {
  return findInScope<EventRecord>(signed, events.endpoint, id, scopeQuery(events, signed));
}

// A page's first load runs the layout's loader and the tab's side by side in one HTTP request: the event is read once
// for both (the header, and the tab's guard). Keyed by that request's own object, so nothing outlives it or crosses
// users (one request, one session).
const eventReads = new WeakMap<object, Map<string, Promise<EventRecord>>>();

/** readEvent, once per HTTP request and event: the layout and the tab of one page share the read. */
function readEventOnce(signed: Signed, id: string): Promise<EventRecord> {
  const key = currentRequestKey();
  if (!key) return readEvent(signed, id);
  let reads = eventReads.get(key);
  if (!reads) eventReads.set(key, (reads = new Map()));
  let read = reads.get(id);
  if (!read) reads.set(id, (read = readEvent(signed, id)));
  return read;
}

/** The layout's data: the event for the header and the tabs this user sees. */
export async function eventWorkspace({ request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "events");
  const id = eventIdOf(params);
  const event = await readEventOnce(signed, id);
  return {
    event,
    phase: eventPhase(event, new Date()),
    tabs: eventTabsFor(signed.viewer),
    barBoard: canAccess("bar", signed.viewer),
  };
}

/** `/events/{id}` opens the first tab the user may see. */
export async function firstEventTab({ request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "events");
  const [tab] = eventTabsFor(signed.viewer);
  if (!tab) throw notFound();
  // Another venue's event is not-found here too, rather than a redirect to a tab that then says so.
  const event = await readEventOnce(signed, eventIdOf(params));
  return redirect(eventPath(event._id, tab));
}

export type TabContext = ResourceContext & { signed: Signed; eventId: string; tab: EventTab; base: string };
/** A tab's page (GET): the event is read beside the tab's own reads, which answer only once it is found (`guard`). */
export type TabPage = TabContext & { guard: Promise<EventRecord> };
/** A tab's write: the event was found before anything else. */
export type TabWrite = TabContext & { event: EventRecord };

/**
 * Who may open this tab of this event, and the scope and path of what it lists. The event in the URL must be one the
 * user reaches: an action (which runs without the layout's loader) finds it before anything else, so nothing of
 * another venue's event is ever written; a page reads it beside the tab's own data (`guard`), so the page still
 * waits for one round of upstream calls, and a foreign event is not-found either way.
 */
export async function eventTab(args: LoaderFunctionArgs, tab: EventTab): Promise<TabPage | TabWrite> {
  const { request, params } = args;
  const signed = await requireAccess(request, "events");
  if (!canOpenEventTab(tab, signed.viewer)) throw notFound();
  const eventId = eventIdOf(params);
  const context: TabContext = { signed, eventId, tab, scope: { eventId }, base: eventPath(eventId, tab) };
  if (request.method !== "GET" && request.method !== "HEAD")
    return withEvent(context, await readEvent(signed, eventId));
  const guard = readEventOnce(signed, eventId);
  // Awaited by the tab's reads; marked handled here so a tab that fails first leaves no stray rejection behind.
  guard.catch(() => undefined);
  return { ...context, signed: { ...signed, api: guardedBy(signed.api, guard) }, guard };
}

/**
 * The tab's upstream client on a page: each call goes out at once, beside the event's read, but answers only once the
 * event is known to be in reach. A tab's loader cannot forget the check, and nothing of another venue's event reaches
 * the page, its data request or its figures, while the page still waits for one round of upstream calls.
 */
function guardedBy(api: UpstreamClient, guard: Promise<unknown>): UpstreamClient {
  const after =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const [answer] = await Promise.all([call(...args), guard]);
      return answer;
    };
  // A write (none is made while a page loads, but it would be) waits for the event before it goes out at all.
  const first =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await guard;
      return call(...args);
    };
  return {
    get: after(api.get),
    list: after(api.list),
    getAs: after(api.getAs),
    getAsVersioned: after(api.getAsVersioned),
    listAs: after(api.listAs),
    post: first(api.post),
    put: first(api.put),
    patch: first(api.patch),
    remove: first(api.remove),
    upload: first(api.upload),
    remember: api.remember,
  } as UpstreamClient;
}

/**
 * A write that finds its own record under the event in the URL (a check-in at the door, where every round trip counts):
 * the event is read beside that lookup instead of before it. The caller waits for both (`guard`) before writing, so
 * nothing is written unless the event is one the user reaches too.
 */
export async function eventTabAlongside(args: LoaderFunctionArgs, tab: EventTab): Promise<TabPage> {
  const signed = await requireAccess(args.request, "events");
  if (!canOpenEventTab(tab, signed.viewer)) throw notFound();
  const eventId = eventIdOf(args.params);
  const guard = readEvent(signed, eventId);
  // Awaited by the caller beside its own lookup; marked handled so a lookup that fails first leaves no stray rejection.
  guard.catch(() => undefined);
  return { signed, eventId, tab, scope: { eventId }, base: eventPath(eventId, tab), guard };
}

function withEvent(context: TabContext, event: EventRecord): TabWrite {
  return { ...context, event, scope: { ...context.scope, ...(event.discoId ? { discoId: event.discoId } : {}) } };
}

/**
 * A tab's form or write: the tab's check, the event must be one the user may see (found before anything else), and
 * what is written belongs to the event and its venue.
 */
export async function eventTabForWrite(args: LoaderFunctionArgs, tab: EventTab): Promise<TabWrite> {
  const context = await eventTab(args, tab);
  return "event" in context ? context : withEvent(context, await context.guard);
}

/** The event as the tab found it: before a write, or beside a page's reads. */
export async function eventOf(context: TabPage | TabWrite): Promise<EventRecord> {
  return "event" in context ? context.event : context.guard;
}

// The shared loaders and actions of a tab that lists an entity of the event, with its form and delete dialogs.
export async function tabList(
  resource: ResourceDefinition,
  tab: EventTab,
  args: LoaderFunctionArgs,
  extra: ResourceContext = {},
) {
  return resourceList(resource, args, { ...(await eventTab(args, tab)), ...extra });
}

export async function tabRecord(
  resource: ResourceDefinition,
  tab: EventTab,
  args: LoaderFunctionArgs,
  purpose: "edit" | "delete" = "edit",
) {
  return resourceRecord(resource, args, purpose, await eventTabForWrite(args, tab));
}

export async function tabSave(
  resource: ResourceDefinition,
  tab: EventTab,
  args: LoaderFunctionArgs,
  extra: ResourceContext = {},
) {
  return resourceSave(resource, args, { ...(await eventTabForWrite(args, tab)), ...extra });
}

export async function tabDelete(resource: ResourceDefinition, tab: EventTab, args: LoaderFunctionArgs) {
  return resourceDelete(resource, args, await eventTabForWrite(args, tab));
}

/**
 * A tab over what belongs to the event's venue rather than to the event (its collaborators, its tables): the event is
 * read first, for its venue.
 */
export async function venueTab(args: LoaderFunctionArgs, tab: EventTab): Promise<TabContext & { event: EventRecord }> {
  const context = await eventTabForWrite(args, tab);
  return { ...context, scope: context.event.discoId ? { discoId: context.event.discoId } : {} };
}
