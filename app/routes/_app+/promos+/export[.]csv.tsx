import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { promos } from "~/domains/promos/promos.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(promos, args);
