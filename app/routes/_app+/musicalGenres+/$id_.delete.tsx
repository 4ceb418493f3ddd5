import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { musicalGenres } from "~/domains/venues/musical-genres.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(musicalGenres, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(musicalGenres, args);
export default function MusicalGenreDelete() {
  return <ResourceDeleteDialog resource={musicalGenres} />;
}
