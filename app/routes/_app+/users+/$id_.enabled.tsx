import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setUserEnabled, userEnabledPage } from "~/domains/people/users.server";

export const loader = (args: LoaderFunctionArgs) => userEnabledPage(args);
export const action = (args: ActionFunctionArgs) => setUserEnabled(args);
