import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { globalSpinGifts } from "~/domains/venues/venue-content.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(globalSpinGifts, args);
