import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { discos } from "~/domains/venues/venues.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(discos, args);
