// Describes a page of audit entries for the reader (decisions 035 and 050): the record named, a link to it when the
// reader may open it, and its changes in words (resource/audit-description.server.ts: fields under their forms'
// labels, values as the lists show them, the records they name by their names). The page's records are read back
// once per entity, in parallel, within the reader's row scope: that names the entries older than the names kept at
// write time and proves each link leads to a record the reader reaches (a record deleted since, or outside the
// reader's reach, gets no link and no name from the upstream).
import type { AuditEntry } from "~/core/audit/audit";
import { recordLabelOf } from "~/core/audit/audit-label";
import type { DescribedEntry } from "~/core/audit/audit-words";
import type { Signed } from "~/core/auth/auth.server";
import { rowScope } from "~/core/access/row-scope";
import { auditRegistry } from "~/domains/index";
import { describedEntry, entityWordsOf, opensResource as opens } from "~/resource/audit-description";
import { describeAll } from "~/resource/audit-names.server";
import { inView, recordPageOf, type Row } from "./record-pages";

const entityWords = entityWordsOf(auditRegistry);

const plainId = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The records of the page's entries the reader reaches, read once per entity (`_id=a,b,c`, all entities in parallel)
 * within the reader's row scope; keyed `entity/id`. An entity the reader opens no page of is not read: its entries keep
 * the names they were written with. A read that fails leaves its entries without links.
 */
async function readRecords(signed: Signed, entries: readonly AuditEntry[]): Promise<Map<string, Row>> {
  const wanted = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!entry.entityId || !plainId.test(entry.entityId)) continue;
    if (!entityWords.get(entry.entity)?.resources.some((resource) => opens(resource, signed))) continue;
    const ids = wanted.get(entry.entity) ?? new Set<string>();
    ids.add(entry.entityId);
    wanted.set(entry.entity, ids);
  }
  const read = await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      const readable = entityWords.get(entity)!.resources.find((resource) => opens(resource, signed))!;
      const scope = rowScope(readable.owner, signed);
      if (scope === null) return [];
      try {
        const { items } = await signed.api.list<Row>(`/${entity}`, {
          ...scope,
          _id: [...ids].join(","),
          limit: ids.size,
        });
        return items.map((row) => [`${entity}/${row._id}`, row] as const);
      } catch (error) {
        if (error instanceof Response && error.status !== 404) throw error;
        console.error(
          `[audit] could not read the ${entity} named on the page: ${error instanceof Error ? error.message : String(error)}`,
        );
        return [];
      }
    }),
  );
  return new Map(read.flat());
}

/**
 * A page of entries as the reader reads them: named, linked where they may go, their fields in words, the records
 * their values name read once per entity. Without `readBack` (the CSV's thousands of entries) the entries' own records
 * are not read: their names are those kept at write time, and no links.
 */
export async function describeEntries(
  signed: Signed,
  entries: readonly AuditEntry[],
  { readBack }: { readBack: boolean },
): Promise<DescribedEntry[]> {
  const [records, described] = await Promise.all([
    readBack ? readRecords(signed, entries) : new Map<string, Row>(),
    describeAll(signed, auditRegistry, entries),
  ]);
  return entries.map((entry, index) => {
    const row = entry.entityId ? records.get(`${entry.entity}/${entry.entityId}`) : undefined;
    const page = row
      ? entityWords
          .get(entry.entity)
          ?.resources.filter((resource) => opens(resource, signed) && inView(resource, row))
          .map((resource) => recordPageOf(resource, row))
          .find(Boolean)
      : null;
    return describedEntry(entry, described[index]!, {
      name: entry.recordLabel ?? (row ? recordLabelOf(entry.entity, row) : null),
      href: page ?? null,
    });
  });
}
