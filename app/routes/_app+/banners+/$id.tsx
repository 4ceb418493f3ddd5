import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { banners } from "~/domains/venues/venue-content.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(banners, args);
export const action = (args: ActionFunctionArgs) => resourceSave(banners, args);
export default function BannersForm() {
  return <ResourceFormDialog resource={banners} />;
}
