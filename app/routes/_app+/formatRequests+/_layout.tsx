import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestList } from "~/domains/venues/format-requests.server";
import { FormatRequestListPage } from "~/domains/venues/format-request-pages";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => formatRequestList(args);
export const meta = resourceMeta;
export default FormatRequestListPage;
