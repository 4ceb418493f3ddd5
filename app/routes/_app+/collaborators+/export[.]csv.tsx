import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { collaborators } from "~/domains/people/people.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(collaborators, args);
