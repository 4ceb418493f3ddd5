import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { feedbacks } from "~/domains/venues/moderation.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(feedbacks, args);
