// The door of a night (issue 15 §1): `/events/{id}/door` finds a guest by name, reservation code or list, shows what the
// door needs to know, and checks them in with one tap (`/events/{id}/door/{reservationId}`, which asks for the state
// `used`). Every read is of the event in the URL, which the user must reach; a check-in first finds the reservation
// within that event, else not-found and nothing is sent upstream.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getTranslator } from "~/core/i18n.server";
import { redirectWithNotice } from "~/core/notice.server";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream-record";
import { UpstreamError } from "~/core/upstream.server";
import { eventTab, eventTabAlongside, type TabContext } from "~/domains/events/event-workspace.server";
import { actionFailure, findRecord, scopeQuery } from "~/resource/resource.server";
import { doorCounts, doorVerdict, expectedStatuses, type DoorVerdict } from "./door";
import { reservations } from "./reservations.resources";
import { readForm } from "~/core/request-body.server";

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
  updatedAt: optionalText,
});
type DoorReservation = z.output<typeof doorReservationSchema>;

const listSchema = upstreamRecord({ name: optionalText, promoterId: optionalText, promoterName: optionalText });

/** How many results the door shows for one search: a name rarely matches more, and the phone shows them all. */
const resultLimit = 20;
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
    const rank = { enter: 0, entered: 1, refused: 2 } as const;
    results = found
      .map((reservation) => resultOf(reservation, context.eventId, listInfo))
      .sort((a, b) => rank[a.verdict.kind] - rank[b.verdict.kind]);
  }
  return json({ q, results, counts, base: context.base });
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
  | { outcome: "already"; code: string; name: string; at: string | null }
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
  let answer: CheckInOutcome;
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
    const verdict = doorVerdict(reservation, context.eventId);
    const who = { code: reservation.code ?? "", name: reservation.userName ?? "" };
    if (verdict.kind === "enter") {
      const updated = await context.signed.api.put<{ usedAt?: string; updatedAt?: string }>(
        `/reservations/${encodeURIComponent(reservation._id)}`,
        { status: "used" },
      );
      answer = { outcome: "entered", ...who, at: updated?.usedAt ?? updated?.updatedAt ?? new Date().toISOString() };
    } else if (verdict.kind === "entered") {
      answer = { outcome: "already", ...who, at: verdict.at };
    } else {
      answer = { outcome: "refused", ...who, reason: t(`door.refused.${verdict.reason}`) };
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message, status } = await actionFailure(args.request, error);
    if (wantsJson(args.request)) return json({ outcome: "failed", message } satisfies CheckInOutcome, { status });
    return redirectWithNotice(back, { type: "negative", key: "door.failed", values: { message } });
  }
  if (wantsJson(args.request)) return json(answer);
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
