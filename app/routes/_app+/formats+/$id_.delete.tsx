import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { formats } from "~/domains/venues/venues.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(formats, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(formats, args);
export default function FormatsDelete() {
  return <ResourceDeleteDialog resource={formats} />;
}
