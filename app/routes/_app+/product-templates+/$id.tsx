import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { templateSave } from "~/domains/products/products.server";
import { resourceRecord } from "~/resource/resource.server";
import { productTemplates } from "~/domains/products/products.resources";
import { CreditSuggestion } from "~/domains/products/credit-suggestion";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productTemplates, args);
export const action = (args: ActionFunctionArgs) => templateSave(args);
export default function ProductTemplatesForm() {
  return <ResourceFormDialog resource={productTemplates} extra={(values) => <CreditSuggestion values={values} />} />;
}
