import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { galleyRemovePage, removeGalleyProduct } from "~/domains/galley-cloakroom/galley.server";
import { galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => galleyRemovePage(args);
export const action = (args: ActionFunctionArgs) => removeGalleyProduct(args);
export default function GalleyRemoveProduct() {
  return <ResourceDeleteDialog resource={galleys} />;
}
