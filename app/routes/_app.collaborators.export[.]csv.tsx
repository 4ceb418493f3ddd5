import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { collaborators } from "~/resources/people";

export const loader = (args: LoaderFunctionArgs) => resourceExport(collaborators, args);
