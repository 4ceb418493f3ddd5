import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestExport } from "~/domains/venues/format-requests.server";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => formatRequestExport(args));
