import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { users } from "~/resources/users";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(users, args);
export const meta = resourceMeta;
export default function UsersList() {
  return <ResourceListPage resource={users} />;
}
