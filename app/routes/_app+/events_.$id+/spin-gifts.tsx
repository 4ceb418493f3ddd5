import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { eventTab } from "~/domains/events/event-workspace.server";
import { resourceListData } from "~/resource/resource.server";
import { wheelUsage } from "~/domains/promos/spin-gifts.server";
import { spinGifts } from "~/domains/venues/venue-content.resources";
import { EventTabList } from "~/domains/events/event-workspace";
import { WheelUsage } from "~/domains/promos/wheel-usage";

export async function loader(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "spin-gifts");
  const [list, wheel] = await Promise.all([
    resourceListData(spinGifts, args, context),
    wheelUsage(context.signed, { eventId: context.eventId }),
  ]);
  return json({ ...list, wheel });
}
export default function EventSpinGiftsTab() {
  const { wheel } = useLoaderData<typeof loader>();
  return <EventTabList resource={spinGifts} tab="spin-gifts" before={<WheelUsage {...wheel} />} />;
}
