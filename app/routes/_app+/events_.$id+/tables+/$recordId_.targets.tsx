// The tables a reservation at this table may move to, as a move's picker finds them while the user types (the event
// venue's, each with its room tonight). JSON for the picker's script; a person who opens the address gets not-found.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth/auth.server";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { searchMoveTargets } from "~/domains/orders/table-map.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => {
  if (navigatedTo(args.request)) throw notFound();
  return searchMoveTargets(args);
});
