import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { formats } from "~/resources/venues";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(formats, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(formats, args);
export default function FormatsDelete() {
  return <ResourceDeleteDialog resource={formats} />;
}
