import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { instagramShares } from "~/domains/venues/moderation.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(instagramShares, args);
export const action = (args: ActionFunctionArgs) => resourceSave(instagramShares, args);
export default function InstagramSharesForm() {
  return <ResourceFormDialog resource={instagramShares} />;
}
