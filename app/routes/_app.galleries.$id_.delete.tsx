import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { galleries } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(galleries, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(galleries, args);
export default function GalleriesDelete() {
  return <ResourceDeleteDialog resource={galleries} />;
}
