import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { instagramShares } from "~/resources/moderation";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(instagramShares, args);
export const action = (args: ActionFunctionArgs) => resourceSave(instagramShares, args);
export default function InstagramSharesForm() {
  return <ResourceFormDialog resource={instagramShares} />;
}
