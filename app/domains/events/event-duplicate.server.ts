// Duplicating an event (spec section 5, with confirmation): a new draft, hidden on the app, with every date shifted by
// the chosen number of days and the ticket releases copied with their windows shifted and nothing sold.
import type { FormValues } from "~/resource/fields";
import type { EventRecord } from "./event-workspace.server";
import type { Signed } from "~/core/auth/auth.server";
import { shiftDays } from "~/core/format/venue-time";

const eventDates = ["startDate", "endDate", "startVisibilityDate"] as const;
const releaseDates = ["fromDate", "toDate"] as const;
/** What the upstream owns or derives, never sent back. */
const serverOwned = ["_id", "createdAt", "updatedAt", "discoName", "eventName", "soldTickets"];

function copyOf(record: Record<string, unknown>, dates: readonly string[], days: number): FormValues {
  const copy: FormValues = {};
  for (const [key, value] of Object.entries(record)) if (!serverOwned.includes(key)) copy[key] = value;
  for (const field of dates) if (typeof copy[field] === "string") copy[field] = shiftDays(copy[field] as string, days);
  return copy;
}

function duplicatedEvent(event: EventRecord, days: number, name: string): FormValues {
  return { ...copyOf(event, eventDates, days), name, hideOnApp: true };
}

type Release = Record<string, unknown> & { _id: string; parentReleaseId?: string | null };

/** Creates the copy and its releases (parents before children, so each copy points at its parent's copy). */
export async function duplicateEvent(signed: Signed, event: EventRecord, days: number, name: string): Promise<string> {
  const [created, releases] = await Promise.all([
    signed.api.post<{ _id: string }>("/events", duplicatedEvent(event, days, name)),
    signed.api.list<Release>("/ticket-releases", { eventId: event._id, sort: "hierarchyOrder", limit: 200 }),
  ]);
  const copies = new Map<string, string>();
  const pending = [...releases.items];
  while (pending.length > 0) {
    const index = pending.findIndex(
      (release) =>
        !release.parentReleaseId ||
        copies.has(release.parentReleaseId) ||
        !pending.some((other) => other._id === release.parentReleaseId),
    );
    const [release] = pending.splice(index === -1 ? 0 : index, 1);
    const copy = {
      ...copyOf(release, releaseDates, days),
      eventId: created._id,
      parentReleaseId: release.parentReleaseId ? (copies.get(release.parentReleaseId) ?? null) : null,
      soldTickets: 0,
    };
    const saved = await signed.api.post<{ _id: string }>("/ticket-releases", copy);
    copies.set(release._id, saved._id);
  }
  return created._id;
}
