import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { users } from "~/resources/users";
import { UserFormDialog } from "~/ui/user-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(users, args);
export const action = (args: ActionFunctionArgs) => resourceSave(users, args);
export default UserFormDialog;
