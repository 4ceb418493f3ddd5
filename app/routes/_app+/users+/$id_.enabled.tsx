import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setUserEnabled, userEnabledPage } from "~/domains/people/users.server";
import { pageOnFailure } from "~/core/http/failure-page.server";
import { UserDisableDialog } from "~/domains/people/user-disable";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => userEnabledPage(args));
export const action = (args: ActionFunctionArgs) => setUserEnabled(args);
export default UserDisableDialog;
