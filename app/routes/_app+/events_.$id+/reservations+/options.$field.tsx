// What a reservation form's picker finds in the event's tab as the user types: the event venue's tables. JSON for
// the picker's script; a person who opens the address gets the not-found page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth/auth.server";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { eventTabForWrite } from "~/domains/events/event-workspace.server";
import { eventReservationOptions } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";

export const loader = pageOnFailure(async (args: LoaderFunctionArgs) => {
  if (navigatedTo(args.request)) throw notFound();
  return eventReservationOptions(reservations, args, await eventTabForWrite(args, "reservations"));
});
