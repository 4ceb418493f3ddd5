import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestList } from "~/domains/reservations/guest-list.server";
import { GuestListPage, guestListMeta } from "~/domains/reservations/guest-list-page";

/** `/events/{id}/guest-list`: the event's guests on paper, from its reservations tab, with that tab's checks. */
export const loader = (args: LoaderFunctionArgs) => guestList(args);
export const meta = guestListMeta;
export default function EventGuestList() {
  return <GuestListPage />;
}
