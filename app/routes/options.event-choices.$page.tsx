// The events a period page's picker finds as the user types (statistics, the promoter ledger). JSON for the picker's
// script; a person who opens the address gets the not-found page (without JavaScript the page answers the search).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth/auth.server";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { searchEventChoices } from "~/domains/insight/event-choices.server";

export const loader = pageOnFailure(({ request, params }: LoaderFunctionArgs) => {
  if (navigatedTo(request)) throw notFound();
  return searchEventChoices(request, params.page);
});
