import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { userBulk } from "~/domains/people/users-bulk.server";
import { users } from "~/domains/people/users.resources";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(users, userBulk, args);
export const action = (args: ActionFunctionArgs) => startBulkRun(users, userBulk, args);
export default BulkConfirmPage;
