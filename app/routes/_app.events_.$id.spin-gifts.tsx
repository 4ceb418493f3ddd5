import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { eventTab } from "~/lib/event-workspace.server";
import { resourceListData } from "~/lib/resource.server";
import { wheelUsage } from "~/lib/spin-gifts.server";
import { spinGifts } from "~/resources/venue-content";
import { EventTabList } from "~/ui/event-workspace";
import { WheelUsage } from "~/ui/night";

export async function loader(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "spin-gifts");
  const [list, wheel] = await Promise.all([resourceListData(spinGifts, args, context), wheelUsage(context.signed, { eventId: context.eventId })]);
  return json({ ...list, wheel });
}
export default function EventSpinGiftsTab() {
  const { wheel } = useLoaderData<typeof loader>();
  return <EventTabList resource={spinGifts} tab="spin-gifts" before={<WheelUsage {...wheel} />} />;
}
