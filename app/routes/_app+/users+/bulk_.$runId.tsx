import type { LoaderFunctionArgs } from "@remix-run/node";
import { userBulk } from "~/domains/people/users-bulk.server";
import { users } from "~/domains/people/users.resources";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(users, userBulk, args);
export default BulkReportPage;
