// The page an audit entry links its record to (decision 035): the record's own page, an order's detail, a record
// of the event workspace's tabs; none for records listed only. Pure: a test checks every link it can make has a route.
import { section, type SectionKey } from "~/core/access/permissions";
import type { ResourceDefinition } from "~/resource/definition";

export type Row = Record<string, unknown> & { _id: string };

/** Tabs of the event workspace with a page per record (`events_.$id+/<tab>+/$recordId.tsx`). */
const tabsWithRecordPages = new Set(["cloakroom", "galley", "ticket-releases"]);
/** Sections whose records have no page of their own (lists only, or forms that make records without showing them). */
const sectionsWithoutRecordPages = new Set<SectionKey>([
  "followers",
  "userValidations",
  "promoScan",
  "sendNotifications",
  "ordersTables",
]);

/** The page of one record of this resource, when it has one: the event workspace, an order's detail, the record. */
export function recordPageOf(resource: ResourceDefinition, row: Row): string | null {
  const id = encodeURIComponent(row._id);
  if (resource.tab) {
    if (!tabsWithRecordPages.has(resource.tab) || typeof row.eventId !== "string" || !row.eventId) return null;
    return `/events/${encodeURIComponent(row.eventId)}/${resource.tab}/${id}`;
  }
  if (sectionsWithoutRecordPages.has(resource.section)) return null;
  if (resource.section === "orders") return `/orders/${id}/detail`;
  return `${section(resource.section).path}/${id}`;
}

/** Whether a row is one of this resource's view of its entity (formats among venues, a festival's reservations). */
export function inView(resource: ResourceDefinition, row: Row): boolean {
  return Object.entries(resource.scope ?? {}).every(([key, wanted]) => {
    const operator = /^(.+)\[(\w+)\]$/.exec(key);
    if (operator) return operator[2] === "ne" && String(row[operator[1]!] ?? "") !== wanted;
    return wanted.split(",").includes(String(row[key] ?? ""));
  });
}
