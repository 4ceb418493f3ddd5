import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { banners } from "~/domains/venues/venue-content.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(banners, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(banners, args);
export default function BannersDelete() {
  return <ResourceDeleteDialog resource={banners} />;
}
