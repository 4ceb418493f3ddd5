import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { instagramShares } from "~/domains/venues/moderation.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(instagramShares, args);
