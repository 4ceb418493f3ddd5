import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { musicalGenres } from "~/resources/musical-genres";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(musicalGenres, args);
export const meta = resourceMeta;
export default function MusicalGenres() {
  return <ResourceListPage resource={musicalGenres} />;
}
