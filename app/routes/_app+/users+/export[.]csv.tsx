import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { users } from "~/domains/people/users.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(users, args);
