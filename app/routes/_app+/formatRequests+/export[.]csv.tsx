import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestExport } from "~/domains/venues/format-requests.server";

export const loader = (args: LoaderFunctionArgs) => formatRequestExport(args);
