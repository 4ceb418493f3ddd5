import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { lists } from "~/resources/people";

export const loader = (args: LoaderFunctionArgs) => resourceExport(lists, args);
