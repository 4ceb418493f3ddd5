import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { images } from "~/domains/venues/moderation.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(images, args);
