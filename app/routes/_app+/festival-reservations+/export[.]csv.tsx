import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { festivalReservations } from "~/domains/reservations/reservations.resources";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => resourceExport(festivalReservations, args));
