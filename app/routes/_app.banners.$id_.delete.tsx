import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { banners } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(banners, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(banners, args);
export default function BannersDelete() {
  return <ResourceDeleteDialog resource={banners} />;
}
