import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { templateSave } from "~/lib/products.server";
import { resourceRecord } from "~/lib/resource.server";
import { productTemplates } from "~/resources/products";
import { CreditSuggestion } from "~/ui/credit-suggestion";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productTemplates, args);
export const action = (args: ActionFunctionArgs) => templateSave(args);
export default function ProductTemplatesForm() {
  return <ResourceFormDialog resource={productTemplates} extra={(values) => <CreditSuggestion values={values} />} />;
}
