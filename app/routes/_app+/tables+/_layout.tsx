import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { tables } from "~/domains/venues/venue-content.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";
import { TableDetailLink } from "~/domains/orders/table-detail";

export const loader = (args: LoaderFunctionArgs) => resourceList(tables, args);
export const meta = resourceMeta;
export default function TablesList() {
  return (
    <ResourceListPage
      resource={tables}
      rowExtras={(row) => <TableDetailLink row={row} base="/tables" suffix="/detail" />}
    />
  );
}
