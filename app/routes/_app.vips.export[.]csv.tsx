import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { vips } from "~/resources/venue-content";

export const loader = (args: LoaderFunctionArgs) => resourceExport(vips, args);
