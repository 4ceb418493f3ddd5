// Saved views in the back-office's database (decision 021): a user reads their own and those shared at their venue,
// and changes only their own.
import type { BackOfficeDb } from "./database.server";
import type { SavedViewTable } from "./schema";
import type { SavedView, ViewReader, ViewVisibility } from "../lists/views";

const viewOf = (row: SavedViewTable): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  query: row.query,
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  venueId: row.venue_id,
  visibility: row.visibility,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The views a reader may open: their own, and those shared at the venue they work at; one list's, or all. */
export async function viewsFor(db: BackOfficeDb, reader: ViewReader, list?: string): Promise<SavedView[]> {
  let query = db
    .selectFrom("saved_views")
    .selectAll()
    .where((where) =>
      where.or([
        where("owner_id", "=", reader.userId),
        where.and([
          where("visibility", "=", "shared"),
          reader.venueId === null ? where("venue_id", "is", null) : where("venue_id", "=", reader.venueId),
        ]),
      ]),
    );
  if (list !== undefined) query = query.where("list", "=", list);
  const rows = await query.orderBy("list").orderBy("name").orderBy("id").execute();
  return rows.map(viewOf);
}

/** One of the reader's own views (the only ones they may rename or delete), else null. */
export async function ownView(db: BackOfficeDb, reader: ViewReader, id: string): Promise<SavedView | null> {
  const row = await db
    .selectFrom("saved_views")
    .selectAll()
    .where("id", "=", id)
    .where("owner_id", "=", reader.userId)
    .executeTakeFirst();
  return row ? viewOf(row) : null;
}

/** Whether the owner already has a view of this name on this list (other than `except`). */
export async function nameTaken(
  db: BackOfficeDb,
  view: { ownerId: string; list: string; name: string },
  except?: string,
): Promise<boolean> {
  let query = db
    .selectFrom("saved_views")
    .select("id")
    .where("owner_id", "=", view.ownerId)
    .where("list", "=", view.list)
    .where("name", "=", view.name);
  if (except) query = query.where("id", "!=", except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createView(
  db: BackOfficeDb,
  view: Pick<SavedView, "list" | "name" | "query" | "ownerId" | "ownerName" | "venueId" | "visibility">,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("saved_views")
    .values({
      id,
      list: view.list,
      name: view.name,
      query: view.query,
      owner_id: view.ownerId,
      owner_name: view.ownerName,
      venue_id: view.venueId,
      visibility: view.visibility,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Renames one of the owner's views, or changes who sees it; false when it is not theirs. */
export async function updateView(
  db: BackOfficeDb,
  ownerId: string,
  id: string,
  change: { name: string; visibility: ViewVisibility },
): Promise<boolean> {
  const result = await db
    .updateTable("saved_views")
    .set({ name: change.name, visibility: change.visibility, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one of the owner's views; false when it is not theirs. */
export async function deleteView(db: BackOfficeDb, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_views")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
