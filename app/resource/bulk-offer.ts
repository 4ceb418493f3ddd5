// The bulk action every catalogue list shares (decision 023): delete the chosen rows, named by the resource's title
// field.
import type { BulkOffer } from "~/core/lists/bulk";
import type { ResourceDefinition } from "./definition";

export function deleteBulkOffer(resource: ResourceDefinition): BulkOffer<"delete"> {
  return {
    texts: "rows",
    actions: ["delete"],
    dangerous: ["delete"],
    actionLabel: () => "bulk.actions.delete",
    rowName: (row) => String(row[resource.titleField] ?? row._id),
  };
}
