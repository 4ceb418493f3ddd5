import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { events } from "~/domains/events/events.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(events, args);
