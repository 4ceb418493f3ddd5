// The ticket releases tab: the form knows the event's other releases (a release's parent) and the venue's online fee
// (the price breakdown); saving stores the breakdown computed on the server; the order of releases can be changed.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { moveControls, readControls } from "~/core/http/form-controls.server";
import { ticketReleases } from "~/domains/events/events.resources";
import type { Signed } from "~/core/auth/auth.server";
import { eventTabForWrite, type EventRecord } from "./event-workspace.server";
import type { Option } from "~/resource/fields";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { moveInOrder } from "~/core/lists/hierarchy-order.server";
import { releaseBreakdown } from "./ticket-pricing";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { readForm } from "~/core/http/request-body.server";

/** A ticket release as the parent select and the reordering read it. */
const releaseSchema = upstreamRecord({ name: optionalText, hierarchyOrder: optionalNumber });

/** A venue as the price breakdown reads it: its online fee percentage. */
const venueFeeSchema = z.object({ feeOnlineProduct: optionalNumber });

/** The venue's online fee percentage, which the platform keeps on each ticket; none when it is not set. */
async function platformFeePercent(signed: Signed, event: EventRecord): Promise<number> {
  if (!event.discoId) return 0;
  const venue = await signed.api.getAs(venueFeeSchema, `/discos/${encodeURIComponent(event.discoId)}`);
  return venue.feeOnlineProduct ?? 0;
}

function eventReleases(signed: Signed, eventId: string) {
  return signed.api.listAs(releaseSchema, "/ticket-releases", {
    eventId,
    sort: "hierarchyOrder,createdAt",
    limit: 200,
  });
}

export async function releaseForm(args: LoaderFunctionArgs) {
  const context = await eventTabForWrite(args, "ticket-releases");
  const own = args.params.recordId;
  const options = eventReleases(context.signed, context.eventId).then(({ items }) => ({
    parentReleaseId: items
      .filter((release) => release._id !== own)
      .map((release): Option => ({ value: release._id, label: release.name ?? "" })),
  }));
  const [record, feePercent] = await Promise.all([
    resourceRecord(ticketReleases, args, "edit", { ...context, options }),
    platformFeePercent(context.signed, context.event),
  ]);
  return { ...record, feePercent };
}

export async function releaseSave(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "ticket-releases");
  return resourceSave(ticketReleases, args, {
    ...context,
    prepare: async (payload) => {
      const feePercent = await platformFeePercent(context.signed, context.event);
      const { platformFees, cardFee, total } = releaseBreakdown(Number(payload.price ?? 0), feePercent);
      return { ...payload, platformFees, stripeFees: cardFee, totalPrice: total };
    },
  });
}

/** Moves a release one place up or down; the releases are then numbered 0, 1, 2… in their new order. */
export async function moveRelease(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "ticket-releases");
  const { release: id = "", direction = "down" } =
    readControls(await readForm(args.request), { release: z.string().optional(), ...moveControls }) ?? {};
  // Only a release of the event in the URL moves; any other id is not-found.
  return moveInOrder(context.signed.api, {
    endpoint: "ticket-releases",
    read: async () => (await eventReleases(context.signed, context.eventId)).items,
    id,
    direction,
    back: `${context.base}${new URL(args.request.url).search}`,
  });
}
