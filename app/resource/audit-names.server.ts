// The names of the records an audit entry's values point at (decision 050): a galley, who let a guest in, a venue,
// read once per entity for all the entries at hand (a hundred ids a read), within the reader's reach as the pages
// they use would read them. A record the reader may not see, or one since deleted, reads as not available, never as
// its id. Also the History of a record's form, described with the registry the app's entry hands in.
import type { AuditEntry } from "~/core/audit/audit";
import { recordLabelOf } from "~/core/audit/audit-label";
import type { DescribedChanges, DescribedEntry } from "~/core/audit/audit-words";
import { reachedVenue, rowScope } from "~/core/access/row-scope";
import type { Signed } from "~/core/auth/auth.server";
import type { Query } from "~/core/upstream/upstream-query";
import { describeChanges, describedEntry, opensResource, type AuditRegistry, type Pending } from "./audit-description";
import type { ResourceDefinition } from "./definition";
import { optionOf } from "./entity-options";
import type { OptionsFrom } from "./fields";
import { formFields } from "./scope.server";
import { optionsQuery } from "./select-options.server";
import { mayWrite } from "./write-access";

type Row = Record<string, unknown> & { _id: string };

/** How the reader reads the names of one entity's records: the query that keeps to their reach, and a row's name. */
type NameReader = { query: Query; nameOf: (row: Row) => string | null; only?: string };

/**
 * The reader's ways to one entity's names, as the pages they use would read them (decision 047), tried in turn for
 * the ids still unnamed: a venue user's own venue; a page of that entity they open, within its row scope; a picker of
 * a form they fill, with its own query and venue. None: the entity's records are not the reader's to name.
 */
function nameReadersOf(registry: AuditRegistry, signed: Signed, endpoint: string): NameReader[] {
  const readers: NameReader[] = [];
  const venue = reachedVenue(signed);
  if (endpoint === "discos" && typeof venue === "string")
    readers.push({ query: {}, nameOf: (row) => recordLabelOf(endpoint, row), only: venue });
  for (const resource of registry.resources) {
    if (resource.endpoint !== endpoint || !opensResource(resource, signed)) continue;
    const query = rowScope(resource.owner, signed);
    if (query === null) continue;
    const titled = (row: Row) => {
      const title = row[resource.titleField];
      return typeof title === "string" || typeof title === "number" ? String(title) : null;
    };
    readers.push({ query, nameOf: (row) => recordLabelOf(endpoint, row) ?? titled(row) });
  }
  for (const resource of registry.resources) {
    if (!opensResource(resource, signed) || !mayWrite(resource, signed, "edit")) continue;
    const pickers = formFields(resource, signed).flatMap((field) => [field, ...(field.rowFields ?? [])]);
    for (const picker of pickers) {
      const from: OptionsFrom | undefined = picker.optionsFrom;
      if (from?.endpoint !== endpoint || (from.optionValue ?? "_id") !== "_id") continue;
      try {
        readers.push({ query: optionsQuery(from, signed), nameOf: (row) => optionOf(row, from).label || null });
      } catch {
        // A picker this reader has no venue for offers nothing.
      }
    }
  }
  // The same query twice reads the same rows: once is enough.
  const seen = new Set<string>();
  return readers.filter((reader) => {
    const key = JSON.stringify([reader.query, reader.only ?? null]);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Ids read at a time: one read per entity for a page of entries, a few for a CSV of thousands. */
const idsPerRead = 100;

/**
 * Fills in the names of the records the described values point at: one read per entity (a hundred ids a read), and
 * another only for ids the first way of reading did not reach.
 */
async function nameReferences(signed: Signed, registry: AuditRegistry, pending: readonly Pending[]) {
  const byEndpoint = new Map<string, Set<string>>();
  for (const { endpoint, id } of pending) byEndpoint.set(endpoint, (byEndpoint.get(endpoint) ?? new Set()).add(id));
  const names = new Map<string, string>();
  await Promise.all(
    [...byEndpoint].map(async ([endpoint, wanted]) => {
      for (const reader of nameReadersOf(registry, signed, endpoint)) {
        const ids = [...wanted].filter((id) => !names.has(`${endpoint}/${id}`) && (!reader.only || id === reader.only));
        for (let start = 0; start < ids.length; start += idsPerRead) {
          const chunk = ids.slice(start, start + idsPerRead);
          try {
            const { items } = await signed.api.list<Row>(`/${endpoint}`, {
              ...reader.query,
              _id: chunk.join(","),
              limit: chunk.length,
            });
            for (const row of items) {
              // Only the ids asked for are named, whatever else an upstream ignoring the filter answers.
              const name = chunk.includes(String(row._id)) ? reader.nameOf(row) : null;
              if (name) names.set(`${endpoint}/${row._id}`, name);
            }
          } catch (error) {
            if (error instanceof Response && error.status !== 404) throw error;
            console.error(
              `[audit] could not read the ${endpoint} named in the entries: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      }
    }),
  );
  for (const { endpoint, id, shown } of pending) shown.name = names.get(`${endpoint}/${id}`) ?? null;
}

/** The changes of many entries in words, the records they name read once per entity for them all. */
export async function describeAll(
  signed: Signed,
  registry: AuditRegistry,
  entries: readonly Pick<AuditEntry, "entity" | "changes">[],
): Promise<DescribedChanges[]> {
  const pending: Pending[] = [];
  const described = entries.map((entry) => describeChanges(registry, entry.entity, entry.changes, pending));
  await nameReferences(signed, registry, pending);
  return described;
}

/** A record's History in words, for its form: each entry under the record's kept name, no links (it is the page). */
export async function describeHistory<H extends { entries: AuditEntry[] } | { failed: true } | null>(
  signed: Signed,
  registry: AuditRegistry,
  history: H,
): Promise<{ entries: DescribedEntry[] } | Exclude<H, { entries: AuditEntry[] }>> {
  if (!history || !("entries" in history)) return history as Exclude<H, { entries: AuditEntry[] }>;
  const described = await describeAll(signed, registry, history.entries);
  return {
    entries: history.entries.map((entry, index) =>
      describedEntry(entry, described[index]!, { name: entry.recordLabel, href: null }),
    ),
  };
}

let handedIn: AuditRegistry = { resources: [], forms: [] };

/**
 * The registry a record's form describes its History with, handed in once by the app's entry (entry.server.tsx):
 * the engine may not import the domains that define the resources (decision 015), and a History names fields and
 * records as the whole log does, whichever resource's form shows it.
 */
export function describeHistoriesWith(registry: AuditRegistry): void {
  handedIn = registry;
}

/** The registry handed in, with this resource's own words should none be (a test of the engine alone). */
export function historyRegistry(resource: ResourceDefinition): AuditRegistry {
  return handedIn.resources.includes(resource) ? handedIn : { resources: [resource], forms: [] };
}
