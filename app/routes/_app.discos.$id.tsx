import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { discos } from "~/resources/venues";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discos, args);
export const action = (args: ActionFunctionArgs) => resourceSave(discos, args);
export default function DiscosForm() {
  return <ResourceFormDialog resource={discos} />;
}
