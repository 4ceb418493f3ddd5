import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { banners } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(banners, args);
export const action = (args: ActionFunctionArgs) => resourceSave(banners, args);
export default function BannersForm() {
  return <ResourceFormDialog resource={banners} />;
}
