import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { lists } from "~/domains/people/people.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(lists, args);
