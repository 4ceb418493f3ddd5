// The cloakroom tab (spec section 3): the event's slots with how many are in each state, and the change of one slot.
// Only a change its state allows is applied (cloakroom-transitions.ts); a slot is given with or without a guest's name.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  cloakroomRangeFields,
  cloakroomSlots,
  maxSlotsAtOnce,
} from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { notFound } from "~/core/auth/auth.server";
import {
  canApplyCloakroom,
  cloakroomChange,
  cloakroomFieldsOf,
  cloakroomStatuses,
  cloakroomUndoActions,
  cloakroomUndoOf,
  type CloakroomAction,
  slotRange,
  slotUnused,
} from "./cloakroom-transitions";
import { schemaOf } from "~/resource/field-schema";
import { slotsForSearch } from "./cloakroom-search";
import {
  eventTab,
  eventTabForWrite,
  tabRecord,
  tabSave,
  type TabContext,
} from "~/domains/events/event-workspace.server";
import { initialValuesOf } from "~/resource/field-values";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { redirectWithNotice } from "~/core/shell/notice.server";
import {
  actionFailure,
  findRecord,
  guardedDelete,
  listPath,
  resourceListData,
  shownRows,
  scopeQuery,
} from "~/resource/resource.server";
import { optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { readForm } from "~/core/http/request-body.server";

/** A cloakroom slot as its changes read it (spec section 3). */
const slotSchema = upstreamRecord({
  status: optionalText,
  code: optionalText,
  holderName: optionalText,
  closed: z.boolean().optional().catch(undefined),
});
type Slot = z.output<typeof slotSchema>;

/**
 * The list, and how many of the filtered slots are in each state (one count per state, all at once). A search by coat
 * number puts the slot of exactly that number first, then the numbers starting with it, then the rest
 * (cloakroom-search.ts): a search for 1 also finds 10 to 19, and names.
 */
export async function cloakroomTab(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "cloakroom");
  const state = parseListQuery(new URL(args.request.url).searchParams, cloakroomSlots.list);
  const { status: _status, ...otherFilters } = state.filters;
  const base = {
    ...toUpstreamQuery({ ...state, filters: otherFilters }, cloakroomSlots.list),
    ...scopeQuery(cloakroomSlots, context.signed, context.scope),
    page: 1,
    limit: 1,
  };
  const [list, ...counts] = await Promise.all([
    resourceListData(cloakroomSlots, args, context),
    ...cloakroomStatuses.map((status) =>
      context.signed.api
        .list("/cloakroom-slots", { ...base, status })
        .then(({ total, totalWithheld }) => (totalWithheld ? null : total)),
    ),
  ]);
  // The slot of exactly the number typed leads the first page even when the upstream's order left it for a later one.
  const needle = state.q.trim();
  const exact = (row: Record<string, unknown>) => String(row.code ?? "").toLowerCase() === needle.toLowerCase();
  let rows = list.rows;
  if (needle && state.page === 1 && !rows.some(exact)) {
    const { items } = await context.signed.api.list<Record<string, unknown> & { _id: string }>("/cloakroom-slots", {
      ...scopeQuery(cloakroomSlots, context.signed, context.scope),
      ...(state.filters.status ? { status: state.filters.status } : {}),
      code: needle,
      limit: 1,
    });
    rows = [...shownRows(cloakroomSlots, items.filter(exact)), ...rows];
  }
  return json({
    ...list,
    rows: slotsForSearch(rows, needle),
    // A count over rows the upstream should have filtered is never shown (decision 049): withheld, they all are.
    counts: counts.some((count) => count === null)
      ? null
      : Object.fromEntries(cloakroomStatuses.map((status, index) => [status, counts[index] ?? 0])),
  });
}

/**
 * What a change answers the tab's script (which asked for it with `undoable`): the change made, and the one that takes
 * it back for a few seconds (a return's), posted to this same action and checked like any other. A form post without
 * the script gets the notice and the list instead, after its confirmation page.
 */
export type CloakroomChangeDone = { done: CloakroomAction; id: string; code: string; undo: CloakroomAction | null };

function requested(params: LoaderFunctionArgs["params"]): { id: string; action: string } {
  if (!params.recordId || !params.action) throw notFound();
  return { id: params.recordId, action: params.action };
}

/** One slot of this event, within the user's venue; another event's (or venue's) is not-found. */
function readSlot(context: TabContext, id: string): Promise<Slot> {
  return findRecord(cloakroomSlots, context.signed, id, context, slotSchema);
}

/** The change as a page (where a refused post without JavaScript lands); a change the slot's state refuses is not-found. */
export async function cloakroomChangePage(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "cloakroom");
  const { id, action } = requested(args.params);
  const slot = await readSlot(context, id);
  // Taking a return back is the script's undo only; without it, a return is confirmed on this page before it is made.
  if (!canApplyCloakroom(action, slot.status ?? "") || (cloakroomUndoActions as readonly string[]).includes(action))
    throw notFound();
  return json({ slot, action, base: context.base });
}

export async function applyCloakroomChange(args: ActionFunctionArgs) {
  const context = await eventTab(args, "cloakroom");
  const { id, action } = requested(args.params);
  const { t } = await getTranslator(args.request);
  const submission = parseWithZod(await readForm(args.request), { schema: schemaOf(cloakroomFieldsOf(action)) });
  try {
    const slot = await readSlot(context, id);
    if (!canApplyCloakroom(action, slot.status ?? "") || (action === "assign" && slot.closed))
      return json(submission.reply({ formErrors: [t("night.cloakroom.notAllowed")] }), { status: 409 });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    const holderName = typeof submission.value.holderName === "string" ? submission.value.holderName : undefined;
    await context.signed.api.put(`/cloakroom-slots/${encodeURIComponent(id)}`, cloakroomChange(action, holderName));
    if (submission.payload.undoable === "1")
      return json({
        done: action,
        id,
        code: String(slot.code ?? ""),
        undo: cloakroomUndoOf(action),
      } satisfies CloakroomChangeDone);
    return redirectWithNotice(listPath(cloakroomSlots, args.request, context), {
      type: "positive",
      key: `night.cloakroom.done.${action}`,
      values: { code: String(slot.code ?? "") },
    });
  } catch (error) {
    const { message, status } = await actionFailure(args.request, error);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
}

/** Slots made at once are sent this many at a time: quick, without flooding the upstream. */
const createBatch = 10;

export async function cloakroomRangePage(args: LoaderFunctionArgs) {
  const context = await eventTabForWrite(args, "cloakroom");
  return json({ values: initialValuesOf(cloakroomRangeFields, null), base: context.base });
}

/**
 * Makes one slot or a numbered range of them for this event. The range is checked first (its end after its start,
 * at most `maxSlotsAtOnce`), then no code of it may exist at the event already; what is refused is said by its field.
 */
export async function createCloakroomSlots(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "cloakroom");
  const { t } = await getTranslator(args.request);
  const submission = parseWithZod(await readForm(args.request), { schema: schemaOf(cloakroomRangeFields) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const prefix = String(submission.value.prefix ?? "");
  const to = submission.value.to === undefined || submission.value.to === null ? null : Number(submission.value.to);
  const range = slotRange(prefix, Number(submission.value.from), to, maxSlotsAtOnce);
  if (!range.ok)
    return json(
      submission.reply({
        fieldErrors: { [range.field]: [`night.cloakroom.range.errors.${range.error}|${range.limit}`] },
      }),
      { status: 400 },
    );
  const { api } = context.signed;
  const place = { eventId: context.eventId, ...(context.event.discoId ? { discoId: context.event.discoId } : {}) };
  let made = 0;
  try {
    const existing = await api.list<{ code?: string }>("/cloakroom-slots", {
      ...place,
      code: range.codes.join(","),
      limit: range.codes.length,
    });
    if (existing.total > 0) {
      const taken = existing.items
        .map((slot) => slot.code ?? "")
        .slice(0, 10)
        .join(", ");
      return json(submission.reply({ fieldErrors: { from: [`night.cloakroom.range.errors.exist|${taken}`] } }), {
        status: 400,
      });
    }
    for (let start = 0; start < range.codes.length; start += createBatch) {
      await Promise.all(
        range.codes
          .slice(start, start + createBatch)
          .map((code) => api.post("/cloakroom-slots", { ...place, code, status: "free" }).then(() => (made += 1))),
      );
    }
  } catch (error) {
    const { message, status } = await actionFailure(args.request, error);
    const partly = made > 0 ? ` ${t("night.cloakroom.range.partly", { count: made })}` : "";
    return json(submission.reply({ formErrors: [`${message}${partly}`] }), { status });
  }
  return redirectWithNotice(listPath(cloakroomSlots, args.request, context), {
    type: "positive",
    key: "night.cloakroom.range.created",
    values: { count: String(made), first: range.codes[0], last: range.codes[range.codes.length - 1] },
  });
}

/** Renaming or closing a slot: its code stays unique at the event. */
export function cloakroomSlotForm(args: LoaderFunctionArgs) {
  return tabRecord(cloakroomSlots, "cloakroom", args);
}

export function saveCloakroomSlot(args: ActionFunctionArgs) {
  return tabSave(cloakroomSlots, "cloakroom", args, {
    check: async (payload, id, signed) => {
      const same = await signed.api.list<{ _id: string }>("/cloakroom-slots", {
        eventId: String(payload.eventId ?? ""),
        code: String(payload.code ?? ""),
        limit: 2,
      });
      return same.items.some((slot) => slot._id !== id) ? { code: ["night.cloakroom.errors.codeTaken"] } : null;
    },
  });
}

export function cloakroomRemovePage(args: LoaderFunctionArgs) {
  return tabRecord(cloakroomSlots, "cloakroom", args, "delete");
}

/** Removes a slot never used tonight; one that holds or held a coat stays (close it instead). */
export async function removeCloakroomSlot(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "cloakroom");
  const { t } = await getTranslator(args.request);
  return guardedDelete(cloakroomSlots, args.request, context, {
    read: () => readSlot(context, requested({ ...args.params, action: "remove" }).id),
    refusal: (slot) => (slotUnused(slot) ? null : t("night.cloakroom.errors.inUse", { code: slot.code ?? "" })),
    notice: (slot) => ({ type: "positive", key: "night.cloakroom.removed", values: { code: String(slot.code ?? "") } }),
  });
}
