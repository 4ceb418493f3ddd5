import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { structures } from "~/domains/venues/venues.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(structures, args);
