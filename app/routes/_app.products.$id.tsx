import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { productSave } from "~/lib/products.server";
import { resourceRecord } from "~/lib/resource.server";
import { products } from "~/resources/products";
import { CreditSuggestion } from "~/ui/credit-suggestion";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(products, args);
export const action = (args: ActionFunctionArgs) => productSave(args);
export default function ProductForm() {
  return <ResourceFormDialog resource={products} extra={(values) => <CreditSuggestion values={values} />} />;
}
