import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setUserEnabled, userEnabledPage } from "~/domains/people/users.server";
import { UserDisableDialog } from "~/domains/people/user-disable";

export const loader = (args: LoaderFunctionArgs) => userEnabledPage(args);
export const action = (args: ActionFunctionArgs) => setUserEnabled(args);
export default UserDisableDialog;
