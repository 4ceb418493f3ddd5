import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { doorGuests } from "~/domains/reservations/door.server";

/**
 * Tonight's guest list for the door's phone to keep for a search without network (JSON; the door's own check). A
 * person who opens its address is sent to the door itself, which checks the event as ever.
 */
export const loader = pageOnFailure((args: LoaderFunctionArgs) =>
  navigatedTo(args.request) ? redirect(`/events/${encodeURIComponent(args.params.id ?? "")}/door`) : doorGuests(args),
);
