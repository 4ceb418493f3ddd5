import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { musicalGenres } from "~/domains/venues/musical-genres.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(musicalGenres, args);
