import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { users } from "~/domains/people/users.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(users, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(users, args);
export default function UsersDelete() {
  return <ResourceDeleteDialog resource={users} />;
}
