import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { musicalGenres } from "~/domains/venues/musical-genres.resources";
import { deleteOffer, ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(musicalGenres, args);
export const meta = resourceMeta;
export default function MusicalGenres() {
  return <ResourceListPage resource={musicalGenres} bulk={deleteOffer(musicalGenres)} />;
}
