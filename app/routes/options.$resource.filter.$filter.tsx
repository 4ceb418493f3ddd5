// Options of a list filter over another entity's records, searched on the server as the user types in its picker (the
// resource engine's searchFilterOptions). JSON for the picker's script; a person who opens the address gets the
// not-found page (without JavaScript the list's own page answers the filter's search).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth/auth.server";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { resources } from "~/domains";
import { searchFilterOptions } from "~/resource/resource.server";

export const loader = pageOnFailure(({ request, params }: LoaderFunctionArgs) => {
  if (navigatedTo(request)) throw notFound();
  return searchFilterOptions(
    resources.find((candidate) => candidate.key === params.resource),
    params.filter,
    request,
  );
});
