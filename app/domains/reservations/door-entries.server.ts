// The door's writes (decision 048): a check-in from a card, a scan (a code and Enter, or the camera), an undo, a
// conflict resolved, the door's capacity. Each entry is decided first in the back-office's own database, where the
// first tap for a guest wins whatever the upstream does with conditional writes; the upstream is written after (with
// If-Match only when it sent an ETag), and a write that fails there is sent again with the event's next entry.
// A form post comes back to the door's search with a notice; the door's script gets JSON.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { displayName } from "~/core/auth/user";
import { notFound } from "~/core/auth/auth.server";
import { setsDoorCapacity } from "~/core/access/permissions";
import { database } from "~/core/db/database.server";
import {
  admissionsOf,
  admit,
  entriesOf,
  entryById,
  markUpstream,
  resolveConflict,
  setDoorCapacity,
  undoEntry,
  unsentEntries,
  type Admission,
  type DoorEntry,
} from "~/core/db/door-store.server";
import { deviceLabel } from "~/core/http/device-label";
import { formatTime } from "~/core/format/format";
import { readForm } from "~/core/http/request-body.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { UpstreamError } from "~/core/upstream/upstream.server";
import {
  eventTabAlongside,
  type EventRecord,
  type TabContext,
  type TabPage,
} from "~/domains/events/event-workspace.server";
import { actionFailure, scopeQuery } from "~/resource/resource.server";
import { entryTime, guestsOf, idPattern, isExactCode } from "./door";
import {
  doorReservationSchema,
  entryView,
  listsOf,
  reservationByCode,
  reservationInEvent,
  resultOf,
  type DoorReservation,
  type DoorResult,
} from "./door.server";
import { reservations } from "./reservations.resources";

/** What a door write answers the door's script (JSON); a form post gets the same as a notice on the search. */
export type CheckInOutcome =
  | { outcome: "entered"; result: DoorResult; persons: number }
  | { outcome: "already"; result: DoorResult }
  | { outcome: "refused"; result: DoorResult; reason: string }
  /** A scan of a flagged guest or a group: the door confirms (and says how many walk in) before anyone enters. */
  | { outcome: "confirm"; result: DoorResult }
  | { outcome: "unknown"; code: string }
  | { outcome: "undone"; result: DoorResult }
  | { outcome: "failed"; message: string };

/** A door write: the event is read beside the write's own lookup, awaited before anything is written. */
type DoorWrite = TabPage;

function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}

/**
 * The door's search a form post goes back to, naming what just happened (`outcome`) so the page without JavaScript
 * shows it as the big result the script shows: entered, already in, refused.
 */
function backTo(context: TabContext, q: string, outcome: CheckInOutcome): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (q && "result" in outcome) {
    params.set("outcome", outcome.outcome);
    params.set("guest", outcome.result._id);
  }
  return `${context.base}${params.size > 0 ? `?${params}` : ""}`;
}

/** A reservation of the event's venue read by id through the scope, with its version when the upstream sends one. */
async function readReservation(context: TabContext, id: string) {
  const path = `/${reservations.endpoint}/${encodeURIComponent(id)}`;
  try {
    return await context.signed.api.getAsVersioned(
      doorReservationSchema,
      path,
      scopeQuery(reservations, context.signed, context.scope),
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "not-found") throw notFound();
    throw error;
  }
}

/** How many walk in, from a post: a whole number from 1, or null for everyone not yet in. */
function wantedOf(form: FormData): number | null {
  const value = Number(form.get("persons"));
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : null;
}

/** The card of a reservation after a write, with the door's count and entries as they are now. */
async function cardOf(context: TabContext, reservation: DoorReservation, lists?: Lists) {
  const db = await database();
  const [admissions, entries, listInfo] = await Promise.all([
    admissionsOf(db, context.eventId),
    entriesOf(db, context.eventId, [reservation._id]),
    lists ?? listsOf(context),
  ]);
  return resultOf(reservation, context.eventId, {
    lists: listInfo,
    admissions,
    entries,
    userId: context.signed.user._id,
    now: Date.now(),
  });
}

/** The event's lists, read from the start of a write beside its other reads (a failure is met where it is awaited). */
function listsSoon(context: TabContext): Promise<Lists> {
  const read = listsOf(context);
  read.catch(() => undefined);
  return read;
}

type Lists = Awaited<ReturnType<typeof listsOf>>;

/**
 * Lets `wanted` of a reservation's people in (everyone not yet in when null): decided in the back-office's database,
 * then written upstream. A reservation refused by its state or event lets no one in. `before` is the card as the
 * caller already drew it, if it did.
 */
async function letIn(
  context: TabContext,
  request: Request,
  reservation: DoorReservation,
  version: Promise<string | null>,
  options: { wanted: number | null; form: FormData; event: EventRecord; lists: Promise<Lists>; before?: DoorResult },
): Promise<CheckInOutcome> {
  const [{ t }, lists] = await Promise.all([getTranslator(request), options.lists]);
  const before = options.before ?? (await cardOf(context, reservation, lists));
  if (before.verdict.kind === "refused")
    return { outcome: "refused", result: before, reason: t(`door.refused.${before.verdict.reason}`) };
  if (before.verdict.kind === "entered") return { outcome: "already", result: before };
  const queued = options.form.get("queued") === "1";
  const { user } = context.signed;
  const db = await database();
  const outcome = await admit(db, {
    eventId: context.eventId,
    venueId: options.event.discoId ?? null,
    reservationId: reservation._id,
    code: reservation.code ?? "",
    guestName: reservation.userName ?? "",
    persons: guestsOf(reservation),
    status: reservation.status ?? "accepted",
    inUpstream: reservation.status === "used",
    wanted: options.wanted,
    tappedAt: entryTime({ tappedAt: options.form.get("tappedAt"), queued }, new Date(), options.event),
    source: queued ? "offline" : "online",
    actor: { userId: user._id, name: displayName(user), device: deviceLabel(request.headers.get("user-agent")) },
  });
  if (outcome.kind === "entered") {
    await writeUpstream(context, reservation, version, outcome.admission, outcome.entry);
    await resendUnsent(context, outcome.entry.id);
  }
  const after = await cardOf(context, reservation, lists);
  return outcome.kind === "entered"
    ? { outcome: "entered", result: after, persons: outcome.entry.persons }
    : { outcome: "already", result: after };
}

/**
 * The upstream's copy of who is in: `used` with the entry's time and who let them in from the first entry on, the
 * people in (`enteredPersons`), and back to the state before when every entry is undone. Conditional (If-Match) only
 * on a version the upstream sent; a record changed meanwhile is read again once. A failure leaves the entry to be
 * sent again: the door's own count already holds it.
 */
async function writeUpstream(
  context: TabContext,
  reservation: DoorReservation,
  version: string | null | Promise<string | null>,
  admission: Admission,
  entry: DoorEntry,
): Promise<void> {
  const db = await database();
  const path = `/${reservations.endpoint}/${encodeURIComponent(reservation._id)}`;
  const bodyFor = (current: DoorReservation) =>
    admission.admitted > 0
      ? {
          status: "used",
          enteredPersons: admission.admitted,
          ...(current.status === "used"
            ? {}
            : { usedAt: entry.tappedAt, usedById: entry.byUserId, usedByName: entry.byName }),
        }
      : { status: admission.priorStatus, enteredPersons: 0, usedAt: null, usedById: null, usedByName: null };
  try {
    try {
      const etag = await version;
      await context.signed.api.put(path, bodyFor(reservation), etag ? { ifMatch: etag } : undefined);
    } catch (error) {
      if (!(error instanceof UpstreamError && error.status === 412)) throw error;
      const fresh = await readReservation(context, reservation._id);
      await context.signed.api.put(path, bodyFor(fresh.record), fresh.etag ? { ifMatch: fresh.etag } : undefined);
    }
    await markUpstream(db, entry.id, "written");
  } catch (error) {
    if (!(error instanceof UpstreamError) && !(error instanceof Response)) throw error;
    await markUpstream(db, entry.id, "failed");
    console.warn(`[door] upstream write of entry ${entry.id} failed; it goes again with the next entry`);
  }
}

/** Entries of the event whose upstream write failed earlier go again (a few at a time, after the entry at hand). */
async function resendUnsent(context: TabContext, except: string): Promise<void> {
  const db = await database();
  const unsent = (await unsentEntries(db, context.eventId, 4)).filter((entry) => entry.id !== except).slice(0, 3);
  if (unsent.length === 0) return;
  const admissions = await admissionsOf(db, context.eventId);
  for (const entry of unsent) {
    const admission = admissions.get(entry.reservationId);
    if (!admission) continue;
    try {
      const { record, etag } = await readReservation(context, entry.reservationId);
      await writeUpstream(context, record, etag, admission, entry);
    } catch {
      // Still out of reach upstream: it stays unsent for the next one.
    }
  }
}

/** Answers a door write: JSON to the door's script, a notice on the door's search to a form post. */
async function answer(request: Request, context: TabContext, q: string, outcome: CheckInOutcome) {
  if (wantsJson(request)) return json(outcome, { status: outcome.outcome === "failed" ? 502 : 200 });
  const back = backTo(context, q, outcome);
  switch (outcome.outcome) {
    case "entered":
      return redirectWithNotice(back, {
        type: "positive",
        key: "door.notice.entered",
        values: { name: outcome.result.name || outcome.result.code, count: String(outcome.persons) },
      });
    case "already": {
      const verdict = outcome.result.verdict;
      const note = verdict.kind === "entered" ? verdict : null;
      return redirectWithNotice(back, {
        type: "warning",
        key: note?.by ? "door.notice.alreadyBy" : "door.notice.already",
        values: {
          name: outcome.result.name || outcome.result.code,
          by: note?.by ?? "",
          time: note?.at ? formatTime(note.at) : "",
          device: note?.device ?? "",
        },
      });
    }
    case "refused":
      return redirectWithNotice(back, {
        type: "negative",
        key: "door.notice.refused",
        values: { code: outcome.result.code, name: outcome.result.name, reason: outcome.reason },
      });
    case "undone":
      return redirectWithNotice(back, {
        type: "positive",
        key: "door.notice.undone",
        values: { name: outcome.result.name || outcome.result.code },
      });
    case "unknown":
      return redirectWithNotice(back, { type: "negative", key: "door.notice.unknown", values: { code: outcome.code } });
    case "confirm":
      return redirectWithNotice(back, { type: "info", key: "door.notice.confirm", values: {} });
    case "failed":
      return redirectWithNotice(back, { type: "negative", key: "door.failed", values: { message: outcome.message } });
  }
}

/** Runs a door write; an upstream failure is the catalogue's message, never a crash or the upstream's words. */
async function doorWrite(
  args: ActionFunctionArgs,
  run: (context: DoorWrite, form: FormData) => Promise<CheckInOutcome>,
) {
  const context = await eventTabAlongside(args, "door");
  const form = await readForm(args.request);
  const q = String(form.get("q") ?? "").slice(0, 100);
  let outcome: CheckInOutcome;
  try {
    outcome = await run(context, form);
    // Whatever the write answered (even a code that names nothing), the event must be one the user reaches.
    await context.guard;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message } = await actionFailure(args.request, error);
    outcome = { outcome: "failed", message };
  }
  return answer(args.request, context, q, outcome);
}

/** One tap on a card: the reservation in the URL, `persons` of its people (all not yet in when absent). */
export function checkIn(args: ActionFunctionArgs) {
  return doorWrite(args, async (context, form) => {
    const lists = listsSoon(context);
    const [event, { record, etag }] = await Promise.all([
      context.guard,
      readReservation(context, args.params.recordId ?? ""),
    ]);
    return letIn(context, args.request, record, Promise.resolve(etag), { wanted: wantedOf(form), form, event, lists });
  });
}

/**
 * The reservation a scanned code (or id) names, null when none, and its version when the upstream keeps one (read by
 * id while the door decides). Beside the event's guard: first in this event (a scan at the door is nearly always for
 * tonight), then, when not there, in the event's venue, so the door can say which night it is for.
 */
async function scanned(
  context: DoorWrite,
  code: string,
): Promise<{ event: EventRecord; found: { record: DoorReservation; version: Promise<string | null> } | null }> {
  if (idPattern.test(code)) {
    const [event, read] = await Promise.all([
      context.guard,
      readReservation(context, code).catch((error: unknown) => {
        if (error instanceof Response && error.status === 404) return null;
        throw error;
      }),
    ]);
    return { event, found: read && { record: read.record, version: Promise.resolve(read.etag) } };
  }
  const [event, tonight] = await Promise.all([context.guard, reservationInEvent(context, code)]);
  if (tonight) {
    const version = readReservation(context, tonight._id).then((read) => read.etag);
    version.catch(() => undefined);
    return { event, found: { record: tonight, version } };
  }
  const elsewhere = await reservationByCode(context, code, event);
  return { event, found: elsewhere ? { record: elsewhere, version: Promise.resolve(null) } : null };
}

/**
 * A scan (a scanner's code and Enter, the camera): the reservation of the code (or id) checks in at once when valid;
 * a flagged guest or a group is asked to be confirmed first (`confirm`), unless the post confirms it.
 */
export function scan(args: ActionFunctionArgs) {
  return doorWrite(args, async (context, form) => {
    const code = String(form.get("code") ?? "")
      .trim()
      .slice(0, 100);
    if (!isExactCode(code)) return { outcome: "unknown", code };
    const lists = listsSoon(context);
    const { event, found } = await scanned(context, code);
    if (!found) return { outcome: "unknown", code };
    const wanted = wantedOf(form);
    let before: DoorResult | undefined;
    if (form.get("confirm") !== "1" && found.record.eventId === context.eventId) {
      before = await cardOf(context, found.record, await lists);
      const flagged = Object.values(before.flags).some(Boolean);
      const group = before.verdict.kind === "enter" && before.verdict.persons - before.verdict.admitted > 1;
      if (before.verdict.kind === "enter" && (flagged || (group && wanted === null)))
        return { outcome: "confirm", result: before };
    }
    return letIn(context, args.request, found.record, found.version, { wanted, form, event, lists, before });
  });
}

/**
 * A guest seated at a table from the floor goes in as at the door (decision 048): one entry per guest, decided in the
 * back-office's database, counted by the door, written upstream after; a seat of a guest already in writes nothing.
 */
export async function seatGuest(
  context: TabContext & { event: EventRecord },
  request: Request,
  reservationId: string,
): Promise<CheckInOutcome> {
  const lists = listsSoon(context);
  const { record, etag } = await readReservation(context, reservationId);
  return letIn(context, request, record, Promise.resolve(etag), {
    wanted: null,
    form: new FormData(),
    event: context.event,
    lists,
  });
}

/**
 * Undoes an entry of this event: the one who made it, within a few minutes, at once; anyone working the door later
 * with a reason. The upstream gets the reverse change (its audit entry names who undid it and, before, who let in).
 */
export function undo(args: ActionFunctionArgs) {
  return doorWrite(args, async (context, form) => {
    const { t } = await getTranslator(args.request);
    const db = await database();
    const lists = listsSoon(context);
    const id = String(form.get("entryId") ?? "");
    const [, entry] = await Promise.all([context.guard, entryById(db, context.eventId, id)]);
    if (!entry || entry.kind !== "entered") throw notFound();
    const { record, etag } = await readReservation(context, entry.reservationId);
    const { user } = context.signed;
    const reason = String(form.get("reason") ?? "")
      .trim()
      .slice(0, 200);
    const view = entryView(entry, user._id, Date.now());
    if (view.undo === "withReason" && reason.length < 3)
      return { outcome: "failed", message: t("door.undo.reasonNeeded") };
    const undone = await undoEntry(db, context.eventId, entry.id, {
      userId: user._id,
      name: displayName(user),
      reason: reason || null,
    });
    if (undone) await writeUpstream(context, record, etag, undone.admission, undone.entry);
    return { outcome: "undone", result: await cardOf(context, record, await lists) };
  });
}

/** Marks an offline conflict of this event resolved, with what was done. */
export async function resolveDoorConflict(args: ActionFunctionArgs) {
  const context = await eventTabAlongside(args, "door");
  await context.guard;
  const form = await readForm(args.request);
  const resolution = String(form.get("resolution") ?? "")
    .trim()
    .slice(0, 200);
  const back = `${context.base}/conflicts`;
  if (resolution.length < 3) {
    return json({ entryId: String(form.get("entryId") ?? ""), resolution, error: "door.conflicts.noteNeeded" }, 400);
  }
  const db = await database();
  const done = await resolveConflict(db, context.eventId, String(form.get("entryId") ?? ""), {
    name: displayName(context.signed.user),
    resolution,
  });
  if (!done) throw notFound();
  return redirectWithNotice(back, { type: "positive", key: "door.conflicts.resolved", values: {} });
}

/** Sets (or clears) the door's capacity of this event: the venue managers only. */
export async function setCapacity(args: ActionFunctionArgs) {
  const context = await eventTabAlongside(args, "door");
  if (!setsDoorCapacity(context.signed.viewer)) throw notFound();
  await context.guard;
  const form = await readForm(args.request);
  const q = String(form.get("q") ?? "").slice(0, 100);
  const back = `${context.base}${q ? `?${new URLSearchParams({ q })}` : ""}`;
  const text = String(form.get("capacity") ?? "").trim();
  const value = text === "" ? null : Number(text);
  if (value !== null && !(Number.isInteger(value) && value >= 1 && value <= 100_000)) {
    return redirectWithNotice(context.base, {
      type: "negative",
      key: "door.capacity.invalid",
      values: { value: text },
    });
  }
  await setDoorCapacity(await database(), context.eventId, value, displayName(context.signed.user));
  return redirectWithNotice(back, { type: "positive", key: "door.capacity.saved", values: {} });
}
