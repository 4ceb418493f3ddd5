import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { discos } from "~/domains/venues/venues.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discos, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(discos, args);
export default function DiscosDelete() {
  return <ResourceDeleteDialog resource={discos} />;
}
