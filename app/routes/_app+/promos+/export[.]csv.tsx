import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { promos } from "~/domains/promos/promos.resources";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => resourceExport(promos, args));
