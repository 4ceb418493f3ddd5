import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { decideValidation, validationDecisionDialog } from "~/domains/people/user-validations.server";
import { ValidationDecisionDialog } from "~/domains/people/user-validations-page";

export const loader = (args: LoaderFunctionArgs) => validationDecisionDialog("reject", args);
export const action = (args: ActionFunctionArgs) => decideValidation("reject", args);
export default function UserValidationsReject() {
  return <ValidationDecisionDialog decision="reject" />;
}
