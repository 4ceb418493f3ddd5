import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { productSave } from "~/domains/products/products.server";
import { CreditSuggestion } from "~/domains/products/credit-suggestion";
import { promos } from "~/domains/promos/promos.resources";
import { resourceRecord } from "~/resource/resource.server";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(promos, args);
export const action = (args: ActionFunctionArgs) => productSave(args, promos);
export default function PromoForm() {
  return <ResourceFormDialog resource={promos} extra={(values) => <CreditSuggestion values={values} />} />;
}
