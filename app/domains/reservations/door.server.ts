// The door of a night, its reads (decisions 031 and 048): `/events/{id}/door` finds a guest by name, code or list and
// shows what the door needs to know, with who is in by the back-office's own count (door-store.server.ts); the guest
// list a phone keeps for a night without network; a scanned link. Every read is of the event in the URL, which the
// user must reach. The writes (check-in, scan, undo, conflicts, capacity) are door-entries.server.ts.
import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getTranslator } from "~/core/i18n/i18n.server";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { database } from "~/core/db/database.server";
import {
  admissionsOf,
  conflictsOf,
  doorCapacity,
  entriesOf,
  type Admission,
  type DoorEntry,
} from "~/core/db/door-store.server";
import { setsDoorCapacity } from "~/core/access/permissions";
import { getSession, sessionDeadline } from "~/core/auth/session.server";
import { eventOf, eventTab, type EventRecord, type TabContext } from "~/domains/events/event-workspace.server";
import { findRecord, scopeQuery } from "~/resource/resource.server";
import {
  admittedBy,
  capacityState,
  codePattern,
  doorCounts,
  doorVerdict,
  expectedStatuses,
  resultLimit,
  verdictRank,
  type DoorVerdict,
} from "./door";
import { offlineOwner, offlineUntil } from "./door-offline";
import { reservations } from "./reservations.resources";

export const doorReservationSchema = upstreamRecord({
  code: optionalText,
  userName: optionalText,
  status: optionalText,
  eventId: optionalText,
  eventName: optionalText,
  listId: optionalText,
  tableName: optionalText,
  quantity: optionalNumber,
  isVip: z.boolean().optional().catch(undefined),
  isVipTemporary: z.boolean().optional().catch(undefined),
  isGift: z.boolean().optional().catch(undefined),
  hasFreeDrink: z.boolean().optional().catch(undefined),
  usedAt: optionalText,
  usedByName: optionalText,
  updatedAt: optionalText,
});
export type DoorReservation = z.output<typeof doorReservationSchema>;

const listSchema = upstreamRecord({ name: optionalText, promoterId: optionalText, promoterName: optionalText });
type ListInfo = { name: string; promoterId: string | null; promoterName: string | null };

/** The reservations one night may have, read at once for the counters. */
const nightLimit = 1000;
/** How long the one who let a guest in may undo it without a reason. */
const ownUndoMs = 5 * 60_000;

/** An entry as a card shows it, with whether this user may undo it, and how (at once, or with a reason). */
export type DoorEntryView = {
  id: string;
  persons: number;
  at: string;
  by: string;
  device: string;
  offline: boolean;
  undo: "now" | "withReason";
};

/** What a result card shows: the guest, the reservation, its list and promoter, who is in and what the door may do. */
export type DoorResult = {
  _id: string;
  code: string;
  name: string;
  status: string;
  table: string | null;
  list: string | null;
  promoter: string | null;
  eventName: string | null;
  flags: { vip: boolean; vipTemporary: boolean; gift: boolean; freeDrink: boolean };
  verdict: DoorVerdict;
  entries: DoorEntryView[];
};

export type DoorFacts = {
  lists: ReadonlyMap<string, ListInfo>;
  admissions: ReadonlyMap<string, Admission>;
  entries: readonly DoorEntry[];
  userId: string;
  now: number;
};

/** The door's reads use their rows, never a list's total: their counts are not probed (decision 049). */
const uncounted = { uncounted: true };

function scopeOf(context: TabContext) {
  return scopeQuery(reservations, context.signed, context.scope);
}

/** The event's lists, by id, with their promoters. */
export async function listsOf(context: TabContext): Promise<Map<string, ListInfo>> {
  const lists = await context.signed.api.listAs(
    listSchema,
    "/lists",
    { eventId: context.eventId, limit: 200 },
    uncounted,
  );
  return new Map(
    lists.items.map((list) => [
      list._id,
      { name: list.name ?? "", promoterId: list.promoterId ?? null, promoterName: list.promoterName ?? null },
    ]),
  );
}

export async function doorPage(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "door");
  const { api, user, viewer } = context.signed;
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const db = await database();
  const [night, lists, admissions, capacity, conflicts, event, { t }] = await Promise.all([
    api.listAs(
      doorReservationSchema,
      "/reservations",
      {
        ...scopeOf(context),
        status: expectedStatuses.join(","),
        limit: nightLimit,
      },
      uncounted,
    ),
    listsOf(context),
    admissionsOf(db, context.eventId),
    doorCapacity(db, context.eventId),
    conflictsOf(db, context.eventId),
    eventOf(context),
    getTranslator(args.request),
  ]);
  const counts = doorCounts(
    night.items.map((reservation) => ({
      ...reservation,
      entered: enteredOf(reservation, context.eventId, admissions),
    })),
    lists,
    { noList: t("door.noList"), noPromoter: t("door.noPromoter") },
  );

  let results: DoorResult[] = [];
  if (q) {
    const found = await searchDoor(context, q, lists, event);
    const entries = await entriesOf(
      db,
      context.eventId,
      found.map((reservation) => reservation._id),
    );
    const facts: DoorFacts = { lists, admissions, entries, userId: user._id, now: Date.now() };
    // Who can walk in first, then who is already in, then who cannot: the door acts on the top of the list.
    results = found
      .map((reservation) => resultOf(reservation, context.eventId, facts))
      .sort((a, b) => verdictRank[a.verdict.kind] - verdictRank[b.verdict.kind]);
  }
  // When the page was read (an offline phone shows it as "last updated"), and whether tonight's guest list may be kept
  // on the phone for a search without network (only on the night of the event, for this user and venue).
  const now = new Date();
  const keepUntil = offlineUntil(event, now, await sessionEnd(args.request));
  return json(
    {
      q,
      results,
      counts,
      capacity: { value: capacity, state: capacityState(counts.total.entered, capacity) },
      canSetCapacity: setsDoorCapacity(viewer),
      conflicts: conflicts.filter((conflict) => conflict.resolvedAt === null).length,
      base: context.base,
      loadedAt: now.toISOString(),
      // Whose check-ins this phone queues offline, and where tonight's guest list is (none out of the night).
      owner: offlineOwner(context.signed),
      guestList: keepUntil !== null ? `${context.base}/guests` : null,
    },
    // The page may be kept on the phone (public/sw.js) until then, and never after.
    keepUntil ? { headers: { "X-Door-Keep-Until": keepUntil } } : undefined,
  );
}

/** The reservations a search at the door finds: by exact code first (of any night of the venue), then by text and list. */
async function searchDoor(
  context: TabContext,
  q: string,
  lists: ReadonlyMap<string, ListInfo>,
  event: EventRecord,
): Promise<DoorReservation[]> {
  const { api } = context.signed;
  const needle = q.toLowerCase();
  const listIds = [...lists]
    .filter(([, list]) => [list.name, list.promoterName].some((text) => text?.toLowerCase().includes(needle)))
    .map(([id]) => id);
  const [byCode, byText, byList] = await Promise.all([
    codePattern.test(q) ? reservationByCode(context, q, event) : null,
    api.listAs(doorReservationSchema, "/reservations", { ...scopeOf(context), q, limit: resultLimit }, uncounted),
    listIds.length > 0
      ? api.listAs(
          doorReservationSchema,
          "/reservations",
          {
            ...scopeOf(context),
            listId: listIds.join(","),
            limit: resultLimit,
          },
          uncounted,
        )
      : null,
  ]);
  const seen = new Set<string>();
  const found: DoorReservation[] = [];
  for (const reservation of [...(byCode ? [byCode] : []), ...byText.items, ...(byList?.items ?? [])]) {
    if (seen.has(reservation._id) || found.length >= resultLimit) continue;
    seen.add(reservation._id);
    found.push(reservation);
  }
  return found;
}

/** The reservation of a code in this event (the door's own scope), or null. */
export async function reservationInEvent(context: TabContext, code: string): Promise<DoorReservation | null> {
  const { items } = await context.signed.api.listAs(
    doorReservationSchema,
    "/reservations",
    {
      ...scopeOf(context),
      code: code.trim().toUpperCase(),
      limit: 1,
    },
    uncounted,
  );
  return items[0] ?? null;
}

/**
 * The reservation of a code, in this event or, so the door can say why it does not open, another night of the
 * event's venue; null when there is none. Read through the scope: a row outside it is never answered.
 */
export async function reservationByCode(
  context: TabContext,
  code: string,
  event: EventRecord,
): Promise<DoorReservation | null> {
  const venueId = event.discoId;
  if (!venueId) return null;
  const { items } = await context.signed.api.listAs(
    doorReservationSchema,
    "/reservations",
    {
      ...scopeQuery(reservations, context.signed, { discoId: venueId }),
      code: code.trim().toUpperCase(),
      limit: 1,
    },
    uncounted,
  );
  return items[0] ?? null;
}

/** People of a reservation in, by the door's count, or by the upstream for one the door has not met. */
function enteredOf(reservation: DoorReservation, eventId: string, admissions: ReadonlyMap<string, Admission>): number {
  return admittedBy(verdictOf(reservation, eventId, admissions.get(reservation._id), null));
}

/** The door's verdict on a reservation, from its state upstream and the door's own count and latest entry. */
function verdictOf(
  reservation: DoorReservation,
  eventId: string,
  admission: Admission | undefined,
  last: DoorEntry | null | undefined,
): DoorVerdict {
  // The latest standing entry, else who the admission row says let them in (its entry may still be on its way).
  const note = last ?? admission?.last;
  return doorVerdict(
    reservation,
    eventId,
    admission && {
      ...admission,
      last: note ? { at: note.tappedAt, by: note.byName, device: note.device } : null,
    },
  );
}

export function entryView(entry: DoorEntry, userId: string, now: number): DoorEntryView {
  const own = entry.byUserId === userId && now - Date.parse(entry.recordedAt) < ownUndoMs;
  return {
    id: entry.id,
    persons: entry.persons,
    at: entry.tappedAt,
    by: entry.byName,
    device: entry.device,
    offline: entry.source === "offline",
    undo: own ? "now" : "withReason",
  };
}

export function resultOf(reservation: DoorReservation, eventId: string, facts: DoorFacts): DoorResult {
  const list = reservation.listId ? facts.lists.get(reservation.listId) : undefined;
  const standing = facts.entries.filter(
    (entry) => entry.reservationId === reservation._id && entry.kind === "entered" && entry.undoneAt === null,
  );
  return {
    _id: reservation._id,
    code: reservation.code ?? "",
    name: reservation.userName ?? "",
    status: reservation.status ?? "",
    table: reservation.tableName ?? null,
    list: list?.name ?? null,
    promoter: list?.promoterName ?? null,
    eventName: reservation.eventId === eventId ? null : (reservation.eventName ?? null),
    flags: {
      vip: Boolean(reservation.isVip),
      vipTemporary: Boolean(reservation.isVipTemporary),
      gift: Boolean(reservation.isGift),
      freeDrink: Boolean(reservation.hasFreeDrink),
    },
    verdict: verdictOf(reservation, eventId, facts.admissions.get(reservation._id), standing[0]),
    entries: standing.map((entry) => entryView(entry, facts.userId, facts.now)),
  };
}

/**
 * Tonight's guest list as the door's phone keeps it for a search without network: every reservation of the event in
 * the URL (the user must reach it, as any door read), with what a card shows and who is in, and until when it may be
 * kept: the night's end, or the session's when that comes first. Out of the night the list is empty and `until` null: the phone drops what it kept.
 */
export async function doorGuests(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "door");
  const { api, user } = context.signed;
  const db = await database();
  const [event, night, lists, admissions] = await Promise.all([
    eventOf(context),
    api.listAs(doorReservationSchema, "/reservations", { ...scopeOf(context), limit: nightLimit }, uncounted),
    listsOf(context),
    admissionsOf(db, context.eventId),
  ]);
  const now = new Date();
  const until = offlineUntil(event, now, await sessionEnd(args.request));
  const headers = { "Cache-Control": "private, no-store" };
  const owner = offlineOwner(context.signed);
  if (!until) return json({ owner, until: null, savedAt: now.toISOString(), guests: [] }, { headers });
  const entries = await entriesOf(db, context.eventId, [...admissions.keys()]);
  const facts: DoorFacts = { lists, admissions, entries, userId: user._id, now: now.getTime() };
  return json(
    {
      owner,
      until,
      savedAt: now.toISOString(),
      guests: night.items.map((reservation) => resultOf(reservation, context.eventId, facts)),
    },
    { headers },
  );
}

/**
 * When the session reading the door ends on the server, if not used again (decision 046): what the phone keeps of the
 * night under it is shown no longer than that.
 */
async function sessionEnd(request: Request): Promise<number> {
  const { absoluteEnd, idleEnd } = sessionDeadline(await getSession(request));
  return Math.min(Date.parse(absoluteEnd), Date.parse(idleEnd));
}

/** The offline check-ins of this event that found their guest already in, for the event's back-office to resolve. */
export async function doorConflicts(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "door");
  const [, conflicts, { t }] = await Promise.all([
    eventOf(context),
    database().then((db) => conflictsOf(db, context.eventId)),
    getTranslator(args.request),
  ]);
  return json({
    title: t("door.conflicts.title"),
    base: context.base,
    conflicts: conflicts.map((conflict) => ({
      id: conflict.id,
      code: conflict.code,
      name: conflict.guestName,
      persons: conflict.persons,
      tappedAt: conflict.tappedAt,
      recordedAt: conflict.recordedAt,
      by: conflict.byName,
      device: conflict.device,
      resolvedAt: conflict.resolvedAt,
      resolvedBy: conflict.resolvedByName,
      resolution: conflict.resolution,
    })),
  });
}

/** A door action's address opened as a page (scan, undo, capacity) is the door, for whoever may open that door. */
export async function toTheDoor(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "door");
  await eventOf(context);
  return redirect(context.base);
}

/** A scanned or linked reservation opens the door searching for it. */
export async function doorReservationPage(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "door");
  const reservation = await findRecord(
    reservations,
    context.signed,
    args.params.recordId,
    context,
    doorReservationSchema,
  );
  return redirect(`${context.base}?${new URLSearchParams({ q: reservation.code ?? "" })}`);
}
