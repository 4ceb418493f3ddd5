import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { userRatings } from "~/domains/venues/moderation.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(userRatings, args);
