// What a list's bulk action is made of (decision 023): a domain gives what is its own in a `BulkKind` (the offer its
// page shows too, its rule and its write), and the engine (bulk.server.ts, bulk-runner.server.ts) does the rest. Here
// also the writes most kinds share: setting fields of a row, deleting catalogue rows.
import type { TFunction } from "i18next";
import { z, type ZodType, type ZodTypeDef } from "zod";
import type { Signed } from "~/core/auth/auth.server";
import type { BulkOffer } from "~/core/lists/bulk";
import { deleteBulkOffer } from "./bulk-offer";
import type { ResourceDefinition } from "./definition";

/** A listed row: any record with its id. */
export type Listed = Record<string, unknown> & { _id: string };

/** What a list's bulk action is made of, besides what every run shares: its offer (the page's words), rule and write. */
export type BulkKind<Row extends Listed, Action extends string = string> = BulkOffer<Action> & {
  /** A listed row, read leniently (the fields the rule and the label need). */
  schema: ZodType<Row, ZodTypeDef, unknown>;
  /** The resource action the user must have besides opening the section (a delete, say). */
  needs?: "edit" | "delete";
  /** Why the row is left as it is (its state does not allow the action), before anything is sent; null to go on. */
  refusal?: (context: BulkContext, action: Action, row: Row) => string | null;
  /** Sends the change. A string is a reason found on the way (a table filled up) to leave the row as it is. */
  apply: (context: BulkContext, action: Action, row: Row) => Promise<string | null>;
  /** Rows with the same key take turns (two accepts must not both take a table's last place). */
  lane?: (action: Action, row: Row) => string | null;
};

export type BulkContext = { signed: Signed; t: TFunction; resource: ResourceDefinition };

/** The upstream address of one listed row of the run's resource. */
function rowPath({ resource }: BulkContext, row: Listed): string {
  return `/${resource.endpoint}/${encodeURIComponent(row._id)}`;
}

/** The usual change of a bulk run: the row's fields that the action sets. */
export async function updateRow(context: BulkContext, row: Listed, fields: Record<string, unknown>): Promise<null> {
  await context.signed.api.put(rowPath(context, row), fields);
  return null;
}

/** Deleting rows of a catalogue list: nothing to check but the user's right to delete and the record's reach. */
export function deleteBulk(resource: ResourceDefinition): BulkKind<Listed, "delete"> {
  return {
    ...deleteBulkOffer(resource),
    schema: z.object({ _id: z.string() }).passthrough(),
    needs: "delete",
    apply: async (context, _action, row) => {
      await context.signed.api.remove(rowPath(context, row));
      return null;
    },
  };
}
