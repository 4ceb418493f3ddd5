import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { users } from "~/domains/people/users.resources";
import { resourceMeta } from "~/resource/table-kit";
import { UsersListPage } from "~/domains/people/users-page";

export const loader = (args: LoaderFunctionArgs) => resourceList(users, args);
export const meta = resourceMeta;
export default UsersListPage;
