// Where one of the user's upload jobs stands (decision 052), as JSON for the form that polls it; a job of anyone else
// is not-found. A person who opens the address gets the not-found page: the record's form is where a job is shown.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth/auth.server";
import { navigatedTo, pageOnFailure } from "~/core/http/failure-page.server";
import { resources } from "~/domains";
import { uploadJobState } from "~/resource/resource.server";

export const loader = pageOnFailure(async ({ request, params }: LoaderFunctionArgs) => {
  if (navigatedTo(request)) throw notFound();
  return json(await uploadJobState(request, params.jobId, resources), { headers: { "Cache-Control": "no-store" } });
});
