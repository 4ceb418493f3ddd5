// Options of a select over another entity, searched on the server as the user types (the resource engine's
// searchOptions), for the resource and field named in the URL. JSON for the picker's script; a person who opens the
// address gets the not-found page (without JavaScript the form's own action answers the search).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth/auth.server";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { resources } from "~/domains";
import { searchOptions } from "~/resource/resource.server";

export const loader = pageOnFailure(({ request, params }: LoaderFunctionArgs) => {
  if (navigatedTo(request)) throw notFound();
  return searchOptions(
    resources.find((candidate) => candidate.key === params.resource),
    params.field,
    request,
  );
});
