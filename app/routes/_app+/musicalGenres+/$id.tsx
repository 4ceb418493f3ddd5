import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { musicalGenres } from "~/domains/venues/musical-genres.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(musicalGenres, args);
export const action = (args: ActionFunctionArgs) => resourceSave(musicalGenres, args);
export default function MusicalGenreForm() {
  return <ResourceFormDialog resource={musicalGenres} />;
}
