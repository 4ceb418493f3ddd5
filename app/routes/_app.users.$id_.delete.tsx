import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { users } from "~/resources/users";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(users, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(users, args);
export default function UsersDelete() {
  return <ResourceDeleteDialog resource={users} />;
}
