// The cloakroom tab (spec section 3): the event's slots with how many are in each state, and the change of one slot.
// Only a change its state allows is applied (cloakroom-transitions.ts); a slot is given only with the guest's name.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { cloakroomSlots } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { notFound } from "~/core/auth.server";
import { canApplyCloakroom, cloakroomChange, cloakroomFieldsOf, cloakroomStatuses } from "./cloakroom-transitions";
import { schemaOf } from "~/resource/field-schema";
import { eventTab, type TabContext } from "~/domains/events/event-workspace.server";
import { getTranslator } from "~/core/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/list-query";
import { redirectWithNotice } from "~/core/notice.server";
import { actionFailure, findRecord, listPath, resourceListData, scopeQuery } from "~/resource/resource.server";
import { optionalText, upstreamRecord } from "~/core/upstream-record";

/** A cloakroom slot as its changes read it (spec section 3). */
const slotSchema = upstreamRecord({ status: optionalText, code: optionalText });
type Slot = z.output<typeof slotSchema>;

/** The list, and how many of the filtered slots are in each state (one count per state, all at once). */
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
      context.signed.api.list("/cloakroom-slots", { ...base, status }).then(({ total }) => total),
    ),
  ]);
  return json({
    ...list,
    counts: Object.fromEntries(cloakroomStatuses.map((status, index) => [status, counts[index]])),
  });
}

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
  if (!canApplyCloakroom(action, slot.status ?? "")) throw notFound();
  return json({ slot, action, base: context.base });
}

export async function applyCloakroomChange(args: ActionFunctionArgs) {
  const context = await eventTab(args, "cloakroom");
  const { id, action } = requested(args.params);
  const { t } = await getTranslator(args.request);
  const submission = parseWithZod(await args.request.formData(), { schema: schemaOf(cloakroomFieldsOf(action)) });
  try {
    const slot = await readSlot(context, id);
    if (!canApplyCloakroom(action, slot.status ?? ""))
      return json(submission.reply({ formErrors: [t("night.cloakroom.notAllowed")] }), { status: 409 });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    const holderName = typeof submission.value.holderName === "string" ? submission.value.holderName : undefined;
    await context.signed.api.put(`/cloakroom-slots/${encodeURIComponent(id)}`, cloakroomChange(action, holderName));
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
