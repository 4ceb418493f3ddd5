import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { decideValidation, validationDecisionDialog } from "~/domains/people/user-validations.server";
import { ValidationDecisionDialog } from "~/domains/people/user-validations-page";

export const loader = (args: LoaderFunctionArgs) => validationDecisionDialog("approve", args);
export const action = (args: ActionFunctionArgs) => decideValidation("approve", args);
export default function UserValidationsApprove() {
  return <ValidationDecisionDialog decision="approve" />;
}
