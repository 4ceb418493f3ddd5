import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { musicalGenres } from "~/resources/musical-genres";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(musicalGenres, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(musicalGenres, args);
export default function MusicalGenreDelete() {
  return <ResourceDeleteDialog resource={musicalGenres} />;
}
