import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { musicalGenres } from "~/resources/musical-genres";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(musicalGenres, args);
export const action = (args: ActionFunctionArgs) => resourceSave(musicalGenres, args);
export default function MusicalGenreForm() {
  return <ResourceFormDialog resource={musicalGenres} />;
}
