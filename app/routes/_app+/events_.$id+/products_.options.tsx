// What the event's "add product" picker finds as the user types: the catalogue's enabled products, those already at
// the event marked. JSON for the picker's script; a person who opens the address gets the not-found page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth/auth.server";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { searchAddableProducts } from "~/domains/events/event-products.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => {
  if (navigatedTo(args.request)) throw notFound();
  return searchAddableProducts(args);
});
