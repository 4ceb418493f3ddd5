// The door of a night (issue 15 §1): `/events/{id}/door` finds a guest by name, reservation code or list, shows what the
// door needs to know, and checks them in with one tap (`/events/{id}/door/{reservationId}`, which asks for the state
// `used`). Every read is of the event in the URL, which the user must reach; a check-in first finds the reservation
// within that event, else not-found and nothing is sent upstream.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { UpstreamError } from "~/core/upstream/upstream.server";
import { eventTab, eventTabAlongside, type TabContext } from "~/domains/events/event-workspace.server";
import { actionFailure, findRecord, scopeQuery } from "~/resource/resource.server";
import { displayName } from "~/core/auth/user";
import {
  doorCounts,
  doorVerdict,
  entryTime,
  expectedStatuses,
  resultLimit,
  verdictRank,
  type DoorVerdict,
} from "./door";
import { offlineOwner, offlineUntil } from "./door-offline";
import { reservations } from "./reservations.resources";
import { readForm } from "~/core/http/request-body.server";

const doorReservationSchema = upstreamRecord({
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
type DoorReservation = z.output<typeof doorReservationSchema>;

const listSchema = upstreamRecord({ name: optionalText, promoterId: optionalText, promoterName: optionalText });

/** The reservations one night may have, read at once for the counters. */
const nightLimit = 1000;

/** What a result card shows: the guest, the reservation, its list and promoter, and what the door may do. */
export type DoorResult = {
  _id: string;
  code: string;
  name: string;
  status: string;
  quantity: number | null;
  table: string | null;
  list: string | null;
  promoter: string | null;
  eventName: string | null;
  flags: { vip: boolean; vipTemporary: boolean; gift: boolean; freeDrink: boolean };
  verdict: DoorVerdict;
};

function scopeOf(context: TabContext) {
  return scopeQuery(reservations, context.signed, context.scope);
}

/** A reservation code as guests show it (R-10023); typed or scanned in any case. */
const codePattern = /^[A-Za-z]+-\d+$/;

export async function doorPage(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "door");
  const { api } = context.signed;
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const [night, lists, { t }] = await Promise.all([
    api.listAs(doorReservationSchema, "/reservations", {
      ...scopeOf(context),
      status: expectedStatuses.join(","),
      limit: nightLimit,
    }),
    api.listAs(listSchema, "/lists", { eventId: context.eventId, limit: 200 }),
    getTranslator(args.request),
  ]);
  const listInfo = new Map(
    lists.items.map((list) => [
      list._id,
      { name: list.name ?? "", promoterId: list.promoterId ?? null, promoterName: list.promoterName ?? null },
    ]),
  );
  const counts = doorCounts(night.items, listInfo, { noList: t("door.noList"), noPromoter: t("door.noPromoter") });

  let results: DoorResult[] = [];
  if (q) {
    const needle = q.toLowerCase();
    const listIds = lists.items
      .filter((list) => [list.name, list.promoterName].some((text) => text?.toLowerCase().includes(needle)))
      .map((list) => list._id);
    const event = "guard" in context ? await context.guard : undefined;
    const venueId = (event as { discoId?: string } | undefined)?.discoId;
    const [byText, byList, byCode] = await Promise.all([
      api.listAs(doorReservationSchema, "/reservations", { ...scopeOf(context), q, limit: resultLimit }),
      listIds.length > 0
        ? api.listAs(doorReservationSchema, "/reservations", {
            ...scopeOf(context),
            listId: listIds.join(","),
            limit: resultLimit,
          })
        : null,
      // A code of another night of the venue is found too, so the door can say why it does not open.
      codePattern.test(q) && venueId
        ? api.listAs(doorReservationSchema, "/reservations", {
            ...scopeQuery(reservations, context.signed, { discoId: venueId }),
            code: q.toUpperCase(),
            limit: 1,
          })
        : null,
    ]);
    const seen = new Set<string>();
    const found: DoorReservation[] = [];
    for (const reservation of [...(byCode?.items ?? []), ...byText.items, ...(byList?.items ?? [])]) {
      if (seen.has(reservation._id) || found.length >= resultLimit) continue;
      seen.add(reservation._id);
      found.push(reservation);
    }
    // Who can walk in first, then who is already in, then who cannot: the door acts on the top of the list.
    results = found
      .map((reservation) => resultOf(reservation, context.eventId, listInfo))
      .sort((a, b) => verdictRank[a.verdict.kind] - verdictRank[b.verdict.kind]);
  }
  // When the page was read (an offline phone shows it as "last updated"), and whether tonight's guest list may be kept
  // on the phone for a search without network (only on the night of the event, for this user and venue).
  const event = "guard" in context ? ((await context.guard) as { startDate?: string; endDate?: string }) : undefined;
  const now = new Date();
  const keepsOffline = event ? offlineUntil(event, now) !== null : false;
  return json({
    q,
    results,
    counts,
    base: context.base,
    loadedAt: now.toISOString(),
    // Whose check-ins this phone queues offline, and where tonight's guest list is (none out of the night).
    owner: offlineOwner(context.signed),
    guestList: keepsOffline ? `${context.base}/guests` : null,
  });
}

/**
 * Tonight's guest list as the door's phone keeps it for a search without network: every reservation of the event in
 * the URL (the user must reach it, as any door read), with what a card shows, and until when it may be kept. Out of
 * the night (an event not yet near or already over) the list is empty and `until` null: the phone drops what it kept.
 */
export async function doorGuests(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "door");
  const { api } = context.signed;
  const [event, night, lists] = await Promise.all([
    "guard" in context ? (context.guard as Promise<{ startDate?: string; endDate?: string }>) : undefined,
    api.listAs(doorReservationSchema, "/reservations", { ...scopeOf(context), limit: nightLimit }),
    api.listAs(listSchema, "/lists", { eventId: context.eventId, limit: 200 }),
  ]);
  const now = new Date();
  const until = event ? offlineUntil(event, now) : null;
  const headers = { "Cache-Control": "private, no-store" };
  if (!until)
    return json(
      { owner: offlineOwner(context.signed), until: null, savedAt: now.toISOString(), guests: [] },
      { headers },
    );
  const listInfo = new Map(
    lists.items.map((list) => [list._id, { name: list.name ?? "", promoterName: list.promoterName ?? null }]),
  );
  return json(
    {
      owner: offlineOwner(context.signed),
      until,
      savedAt: now.toISOString(),
      guests: night.items.map((reservation) => resultOf(reservation, context.eventId, listInfo)),
    },
    { headers },
  );
}

function resultOf(
  reservation: DoorReservation,
  eventId: string,
  lists: ReadonlyMap<string, { name: string; promoterName: string | null }>,
): DoorResult {
  const list = reservation.listId ? lists.get(reservation.listId) : undefined;
  return {
    _id: reservation._id,
    code: reservation.code ?? "",
    name: reservation.userName ?? "",
    status: reservation.status ?? "",
    quantity: reservation.quantity ?? null,
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
    verdict: doorVerdict(reservation, eventId),
  };
}

/** What a check-in answers a page that asked for JSON (the door's script), and the notice a form post gets. */
export type CheckInOutcome =
  | { outcome: "entered"; code: string; name: string; at: string | null }
  | { outcome: "already"; code: string; name: string; at: string | null; by?: string | null }
  | { outcome: "refused"; code: string; name: string; reason: string }
  | { outcome: "failed"; message: string };

function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
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

/**
 * One tap at the door: the reservation of this event becomes `used`. The post asks for that state, so a reservation
 * already used answers "already in" with its time and nothing is written again; any other state is refused with its
 * reason. A form post goes back to the search it came from (resending it is as harmless); the door's script gets JSON.
 */
export async function checkIn(args: ActionFunctionArgs) {
  const context = await eventTabAlongside(args, "door");
  const form = await readForm(args.request);
  const q = String(form.get("q") ?? "").slice(0, 100);
  const back = `${context.base}${q ? `?${new URLSearchParams({ q })}` : ""}`;
  const { t } = await getTranslator(args.request);
  let answer: CheckInOutcome | undefined;
  try {
    // The event and the reservation are read side by side; nothing is written unless both are within reach.
    const [, reservation] = await Promise.all([
      context.guard,
      findRecord(reservations, context.signed, args.params.recordId, context, doorReservationSchema),
    ]);
    // The door only ever asks for `used`: any other wish is not a check-in.
    if (form.get("status") !== "used") {
      throw json({ outcome: "failed", message: t("errors.badRequest") } satisfies CheckInOutcome, { status: 400 });
    }
    const who = { code: reservation.code ?? "", name: reservation.userName ?? "" };
    const verdict = doorVerdict(reservation, context.eventId);
    let settled = verdict;
    if (verdict.kind === "enter") {
      const { user } = context.signed;
      const usedAt = entryTime(form.get("tappedAt"), new Date());
      const entered = await letIn(context, reservation, { usedAt, usedById: user._id, usedByName: displayName(user) });
      settled = entered
        ? { kind: "entered", at: entered.usedAt ?? usedAt, by: null }
        : // Another phone let them in meanwhile: the reservation as it is now says who and when.
          doorVerdict(
            await findRecord(reservations, context.signed, args.params.recordId, context, doorReservationSchema),
            context.eventId,
          );
      if (entered) answer = { outcome: "entered", ...who, at: settled.kind === "entered" ? settled.at : usedAt };
    }
    answer ??=
      settled.kind === "entered"
        ? { outcome: "already", ...who, at: settled.at, by: settled.by }
        : settled.kind === "refused"
          ? { outcome: "refused", ...who, reason: t(`door.refused.${settled.reason}`) }
          : { outcome: "failed", message: t("errors.unavailable") };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message, status } = await actionFailure(args.request, error);
    if (wantsJson(args.request)) return json({ outcome: "failed", message } satisfies CheckInOutcome, { status });
    return redirectWithNotice(back, { type: "negative", key: "door.failed", values: { message } });
  }
  if (wantsJson(args.request)) return json(answer);
  if (answer.outcome === "failed")
    return redirectWithNotice(back, { type: "negative", key: "door.failed", values: { message: answer.message } });
  if (answer.outcome === "refused") {
    return redirectWithNotice(back, {
      type: "negative",
      key: "door.notice.refused",
      values: { code: answer.code, name: answer.name, reason: answer.reason },
    });
  }
  return redirectWithNotice(back, {
    type: answer.outcome === "entered" ? "positive" : "info",
    key: `door.notice.${answer.outcome}`,
    values: { code: answer.code, name: answer.name },
  });
}

/**
 * Writes the reservation `used`, on condition it is still the version read (If-Match on its `updatedAt`): two phones
 * letting the same guest in at once write once. Answers the written record, or null when another write came first.
 */
async function letIn(
  context: TabContext,
  reservation: DoorReservation,
  entry: { usedAt: string; usedById: string; usedByName: string },
): Promise<{ usedAt?: string } | null> {
  try {
    return await context.signed.api.put<{ usedAt?: string }>(
      `/reservations/${encodeURIComponent(reservation._id)}`,
      { status: "used", ...entry },
      reservation.updatedAt ? { ifMatch: `"${reservation.updatedAt}"` } : undefined,
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 412) return null;
    throw error;
  }
}
