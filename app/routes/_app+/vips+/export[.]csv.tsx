import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { vips } from "~/domains/venues/venue-content.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(vips, args);
