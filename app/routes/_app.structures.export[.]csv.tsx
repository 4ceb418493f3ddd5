import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { structures } from "~/resources/venues";

export const loader = (args: LoaderFunctionArgs) => resourceExport(structures, args);
