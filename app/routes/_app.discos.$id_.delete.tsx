import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { discos } from "~/resources/venues";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discos, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(discos, args);
export default function DiscosDelete() {
  return <ResourceDeleteDialog resource={discos} />;
}
