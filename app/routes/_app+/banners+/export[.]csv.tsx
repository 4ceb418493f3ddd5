import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { banners } from "~/domains/venues/venue-content.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(banners, args);
