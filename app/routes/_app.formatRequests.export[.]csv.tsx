import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestExport } from "~/lib/format-requests.server";

export const loader = (args: LoaderFunctionArgs) => formatRequestExport(args);
