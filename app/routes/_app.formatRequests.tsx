import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestList } from "~/lib/format-requests.server";
import { FormatRequestListPage } from "~/ui/format-request-pages";
import { resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => formatRequestList(args);
export const meta = resourceMeta;
export default FormatRequestListPage;
