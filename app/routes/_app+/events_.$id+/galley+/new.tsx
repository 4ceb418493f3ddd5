import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addGalleyProduct, galleyProductForm } from "~/domains/galley-cloakroom/galley.server";
import { galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => galleyProductForm(args);
export const action = (args: ActionFunctionArgs) => addGalleyProduct(args);
export default function GalleyAddProduct() {
  return <ResourceFormDialog resource={galleys} />;
}
