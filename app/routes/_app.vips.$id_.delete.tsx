import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { vips } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(vips, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(vips, args);
export default function VipsDelete() {
  return <ResourceDeleteDialog resource={vips} />;
}
