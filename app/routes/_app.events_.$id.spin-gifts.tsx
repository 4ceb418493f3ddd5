import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/lib/event-workspace.server";
import { spinGifts } from "~/resources/venue-content";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(spinGifts, "spin-gifts", args);
export default function EventSpinGiftsTab() {
  return <EventTabList resource={spinGifts} tab="spin-gifts" />;
}
