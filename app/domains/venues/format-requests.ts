// Format requests (spec section 4): a venue asks a format for an event night; the format approves or rejects it.
// Who may decide or withdraw one depends on the record, not only on the role, so the rules live here, pure, for the
// guards of the routes and for the links the list shows.
import type { Role } from "~/core/access/roles";

export const formatRequestStatuses = ["pending", "accepted", "rejected"] as const;

/** Approving sets `accepted` (spec section 4: "accepted (approved)"); rejecting sets `rejected`. */
export const decisions = { approve: "accepted", reject: "rejected" } as const;
export type Decision = keyof typeof decisions;

/** Who is asking: the role and, for venue users, their venue (a format user's venue is the format). */
export type RequestViewer = { role: Role; discoId?: string };

/** A request as the upstream answers it: status, formatId (the format asked), discoId (the venue asking), eventId. */
type RequestRecord = Readonly<Record<string, unknown>>;

export function isPending(request: RequestRecord): boolean {
  return request.status === "pending";
}

/**
 * Approve or reject: a pending request, by an admin or by the format it is addressed to. The venue that sent it may
 * not approve its own request.
 */
export function mayDecide(viewer: RequestViewer, request: RequestRecord): boolean {
  if (!isPending(request)) return false;
  if (viewer.role === "admin") return true;
  return viewer.role === "format" && Boolean(viewer.discoId) && request.formatId === viewer.discoId;
}

/**
 * Withdraw (delete) or correct (edit, its proposal document included: decision 052): a pending request, by an admin or
 * by the venue that sent it.
 */
export function mayWithdraw(viewer: RequestViewer, request: RequestRecord): boolean {
  if (!isPending(request)) return false;
  if (viewer.role === "admin") return true;
  return viewer.role === "disco" && Boolean(viewer.discoId) && request.discoId === viewer.discoId;
}

/** Sending a request: a venue, or an admin on a venue's behalf; a format receives requests, it does not send them. */
export function maySend(viewer: RequestViewer): boolean {
  return viewer.role === "admin" || viewer.role === "disco";
}

/** The event an accepted request created, when the upstream told us its id. */
export function createdEventId(request: RequestRecord): string | null {
  return request.status === "accepted" && typeof request.eventId === "string" && request.eventId !== ""
    ? request.eventId
    : null;
}
