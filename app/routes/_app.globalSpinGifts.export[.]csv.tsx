import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { globalSpinGifts } from "~/resources/venue-content";

export const loader = (args: LoaderFunctionArgs) => resourceExport(globalSpinGifts, args);
