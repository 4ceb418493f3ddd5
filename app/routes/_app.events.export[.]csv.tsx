import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { events } from "~/resources/events";

export const loader = (args: LoaderFunctionArgs) => resourceExport(events, args);
