import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => resourceExport(reservations, args));
