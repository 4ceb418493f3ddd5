// The signed-in devices page (decision 046): the user's own live sessions (device in words, first and
// last seen, this device marked), each of which they may end; and for a venue's own account (disco, format, structure)
// the live sessions of its staff, the users holding a collaborator role at that venue (a lost door phone). The staff
// is read from the upstream on every page and post, so the scope is checked on the server when a session is ended:
// a key outside it answers not-found. A confirmation (`?end=<key>`) names the device before the post, without
// JavaScript.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { z } from "zod";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import {
  destroySession,
  endSessionByKey,
  endSessionsOf,
  getSession,
  sessionKey,
  sessionLimits,
} from "~/core/auth/session.server";
import { database } from "~/core/db/database.server";
import { liveSessionsOf, type LiveSession } from "~/core/db/session-store.server";
import { formatDateTime } from "~/core/format/format";
import { readControls } from "~/core/http/form-controls.server";
import { readForm } from "~/core/http/request-body.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { noticeCookie, redirectWithNotice } from "~/core/shell/notice.server";
import { deviceWords } from "./device-words";

const devicesPath = "/profile/devices";

/** The venue accounts, who may end their staff's sessions. */
const venueAccounts = new Set(["disco", "format", "structure"]);

type Collaborator = { userId?: unknown; discoId?: unknown; userName?: unknown };

/**
 * The venue's staff, by user id with their name: every user holding a collaborator role at the venue of this venue
 * account, as the upstream says now. Null for anyone else (they see and end only their own sessions).
 */
async function staffOf(signed: Signed): Promise<Map<string, string> | null> {
  const venueId = signed.user.discoId;
  if (!venueAccounts.has(signed.user.role) || !venueId) return null;
  const { items } = await signed.api.list<Collaborator>("/collaborators", { discoId: venueId, limit: 500 });
  const staff = new Map<string, string>();
  for (const row of items) {
    // The upstream filters by venue; the rows are checked again here, the one place the scope is decided.
    if (row.discoId !== venueId || typeof row.userId !== "string" || row.userId === signed.user._id) continue;
    staff.set(row.userId, typeof row.userName === "string" && row.userName ? row.userName : row.userId);
  }
  return staff;
}

function deviceText(t: TFunction, userAgent: string): string {
  const words = deviceWords(userAgent);
  return t("devices.deviceName", {
    browser: words.browser ?? t("devices.unknownBrowser"),
    system: words.system ?? t("devices.unknownSystem"),
  });
}

export type DeviceRow = {
  key: string;
  device: string;
  firstSeen: string;
  lastSeen: string;
  current: boolean;
  /** The staff member's name, on the staff's rows. */
  name?: string;
};

function rowOf(t: TFunction, session: LiveSession, current: string | undefined, name?: string): DeviceRow {
  return {
    key: session.key,
    device: deviceText(t, session.userAgent),
    firstSeen: formatDateTime(session.createdAt),
    lastSeen: formatDateTime(session.lastSeenAt),
    current: session.key === current,
    ...(name === undefined ? {} : { name }),
  };
}

/** The sessions this user may see and end: their own, and their staff's when they are a venue account. */
async function reachableSessions(signed: Signed) {
  const db = await database();
  const staff = await staffOf(signed);
  const [own, ofStaff] = await Promise.all([
    liveSessionsOf(db, [signed.user._id], sessionLimits),
    staff ? liveSessionsOf(db, [...staff.keys()], sessionLimits) : Promise.resolve([]),
  ]);
  return { own, ofStaff, staff };
}

export async function devicesPage({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "profile");
  const [{ t }, session, reachable] = await Promise.all([
    getTranslator(request),
    getSession(request),
    reachableSessions(signed),
  ]);
  const current = sessionKey(session);
  const own = reachable.own.map((entry) => rowOf(t, entry, current));
  const staff = reachable.staff
    ? reachable.ofStaff.map((entry) => rowOf(t, entry, current, reachable.staff!.get(entry.userId)))
    : null;
  const asked = new URL(request.url).searchParams.get("end");
  const confirm = asked ? ([...own, ...(staff ?? [])].find((row) => row.key === asked) ?? null) : null;
  return json({ title: t("devices.title"), own, staff, confirm });
}

const controls = {
  intent: z.enum(["end", "end-others"]),
  key: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
};

export async function endDevice({ request }: ActionFunctionArgs) {
  const signed = await requireAccess(request, "profile");
  const form = readControls(await readForm(request), controls);
  if (!form) throw notFound();
  const session = await getSession(request);
  const current = sessionKey(session);
  const { t } = await getTranslator(request);
  if (form.intent === "end-others") {
    await endSessionsOf(signed.user._id, "ended-by-user", current);
    return redirectWithNotice(devicesPath, { type: "positive", key: "devices.endedOthers" });
  }
  const { own, ofStaff } = await reachableSessions(signed);
  const mine = own.find((entry) => entry.key === form.key);
  const theirs = mine ? undefined : ofStaff.find((entry) => entry.key === form.key);
  const target = mine ?? theirs;
  // Not a live session of this user or of their venue's staff: as if there were none (spec section 6).
  if (!target) throw notFound();
  if (target.key === current) {
    // Ending this device's own session is signing out here.
    const headers = new Headers();
    headers.append("Set-Cookie", await destroySession(session, "ended-by-user"));
    headers.append("Set-Cookie", await noticeCookie({ type: "info", key: "devices.endedHere" }));
    return redirect("/login", { headers });
  }
  await endSessionByKey(target.key, mine ? "ended-by-user" : "ended-by-venue");
  return redirectWithNotice(devicesPath, {
    type: "positive",
    key: "devices.ended",
    values: { device: deviceText(t, target.userAgent) },
  });
}
