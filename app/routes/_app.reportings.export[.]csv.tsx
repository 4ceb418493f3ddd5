import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { reportings } from "~/resources/moderation";

export const loader = (args: LoaderFunctionArgs) => resourceExport(reportings, args);
