import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { tables } from "~/resources/venue-content";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";
import { TableDetailLink } from "~/ui/table-detail";

export const loader = (args: LoaderFunctionArgs) => resourceList(tables, args);
export const meta = resourceMeta;
export default function TablesList() {
  return <ResourceListPage resource={tables} rowExtras={(row) => <TableDetailLink row={row} base="/tables" suffix="/detail" />} />;
}
