import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { users } from "~/domains/people/users.resources";
import { ownRolesCheck } from "~/domains/people/users.server";
import { UserFormDialog } from "~/domains/people/user-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(users, args);
export const action = (args: ActionFunctionArgs) => resourceSave(users, args, { check: ownRolesCheck });
export default UserFormDialog;
