// Options of a select over another entity, searched on the server as the user types (the resource engine's
// searchOptions), for the resource and field named in the URL.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { resources } from "~/domains";
import { searchOptions } from "~/resource/resource.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  searchOptions(
    resources.find((candidate) => candidate.key === params.resource),
    params.field,
    request,
  );
