import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { productSave } from "~/domains/products/products.server";
import { resourceRecord } from "~/resource/resource.server";
import { products } from "~/domains/products/products.resources";
import { CreditSuggestion } from "~/domains/products/credit-suggestion";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(products, args);
export const action = (args: ActionFunctionArgs) => productSave(args);
export default function ProductForm() {
  return <ResourceFormDialog resource={products} extra={(values) => <CreditSuggestion values={values} />} />;
}
