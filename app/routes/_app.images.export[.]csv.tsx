import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { images } from "~/resources/moderation";

export const loader = (args: LoaderFunctionArgs) => resourceExport(images, args);
