import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { musicalGenres } from "~/resources/musical-genres";

export const loader = (args: LoaderFunctionArgs) => resourceExport(musicalGenres, args);
