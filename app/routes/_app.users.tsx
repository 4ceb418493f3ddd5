import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { users } from "~/resources/users";
import { resourceMeta } from "~/ui/resource-pages";
import { UsersListPage } from "~/ui/users-page";

export const loader = (args: LoaderFunctionArgs) => resourceList(users, args);
export const meta = resourceMeta;
export default UsersListPage;
