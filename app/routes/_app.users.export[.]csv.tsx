import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { users } from "~/resources/users";

export const loader = (args: LoaderFunctionArgs) => resourceExport(users, args);
