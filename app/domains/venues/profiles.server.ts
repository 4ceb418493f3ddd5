// The signed-in user's own records (spec sections 2, 4, 5, 7, 8): the profile (PUT /users/me, then the session's user
// is refreshed so the header shows the change), the venue's profile (GET/PUT /discos/{venueId}), the password change
// (PUT /users/me/password with the old credentials) and the complete-profile dialog behind its build flag.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { profileFields } from "~/domains/venues/profiles.resources";
import { venueProfileFields } from "~/domains/venues/venue-profile.resources";
import { changePasswordSchema } from "~/domains/account/auth-schemas";
import { landingOrLogin, notFound, requireAccess, requireUser, type Signed } from "~/core/auth/auth.server";
import { initialValuesOf, payloadOf } from "~/resource/field-values";
import type { FieldDefinition, FormValues } from "~/resource/fields";
import { schemaOf } from "~/resource/field-schema";
import { flags } from "~/core/config/flags.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { section, type SectionKey } from "~/core/access/permissions";
import {
  completeProfileFields,
  completeProfilePayload,
  isProfileComplete,
  profileGaps,
} from "~/domains/account/profile-completion";
import { actionFailure, readFormWithUploads } from "~/resource/resource.server";
import { readForm } from "~/core/http/request-body.server";
import { safeRedirect } from "~/core/http/safe-redirect";
import { isDuplicateKey, serverMessageKey } from "~/core/upstream/server-messages";
import { commitSession, getSession, renewSession } from "~/core/auth/session.server";
import { basicAuthorization, callUpstream, requestIdOf, UpstreamError } from "~/core/upstream/upstream.server";
import { toSessionUser, upstreamUserSchema } from "~/core/auth/user";
import { throttleAttempt, throttleRefusal } from "~/core/auth/throttle.server";
import { clientAddress } from "~/core/http/client-address.server";
import { recordRefusedAttempt } from "~/core/audit/audit.server";

/** One record of the user's own, shown as a page with the generic form: where it is read and written, and its fields. */
type OwnRecord = {
  section: SectionKey;
  fields: readonly FieldDefinition[];
  path: (signed: Signed) => string;
  /** The notice after a save. */
  saved: string;
  /** What else a save changes (the session's copy of the user), as headers of the redirect. */
  afterSave?: (saved: unknown, signed: Signed, request: Request) => Promise<Headers | undefined>;
  /** A refusal of the upstream that belongs next to one field: the field and the message key. */
  refusalField?: (message: string) => { field: string; key: string } | null;
};

/** The session keeps a copy of the user for the header and the guards: after the user changed, it gets the new one. */
async function sessionWithUser(request: Request, signed: Signed, upstreamUser: unknown): Promise<Headers | undefined> {
  const parsed = upstreamUserSchema.safeParse(upstreamUser);
  if (!parsed.success) return undefined;
  const session = await getSession(request);
  session.set("auth", { ...signed.auth, user: toSessionUser(parsed.data) });
  return new Headers({ "Set-Cookie": await commitSession(session) });
}

const profile: OwnRecord = {
  section: "profile",
  fields: profileFields,
  path: () => "/users/me",
  saved: "common.profileUpdate",
  afterSave: (saved, signed, request) => sessionWithUser(request, signed, saved),
  // A username someone else has: the upstream's 'Duplicate key error' is about the username here.
  refusalField: (message) => (isDuplicateKey(message) ? { field: "username", key: "profiles.usernameTaken" } : null),
};

/** The venue of a venue user (disco, format, structure); anyone else has none to show. */
function ownVenue(signed: Signed): string {
  if (!signed.user.discoId) throw notFound();
  return `/discos/${encodeURIComponent(signed.user.discoId)}`;
}

const venueProfile: OwnRecord = {
  section: "discoProfile",
  fields: venueProfileFields,
  path: ownVenue,
  saved: "resource.saved",
};

async function ownRecordData(own: OwnRecord, request: Request) {
  const signed = await requireAccess(request, own.section);
  const [record, { t }] = await Promise.all([signed.api.get<FormValues>(own.path(signed)), getTranslator(request)]);
  return { signed, record, values: initialValuesOf(own.fields, record), title: t(`sections.${own.section}.title`) };
}

/** Saves the record with PUT; a refused save keeps everything typed and says why, next to the field when it can. */
async function saveOwnRecord(own: OwnRecord, request: Request) {
  const signed = await requireAccess(request, own.section);
  const path = own.path(signed);
  // What the record holds now: the one URL its file fields may keep without our signature (decision 028).
  let stored: FormValues;
  try {
    stored = await signed.api.get<FormValues>(path);
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    const submission = parseWithZod(await readForm(request), { schema: schemaOf(own.fields) });
    return json(submission.reply({ formErrors: [message] }), { status });
  }
  const { formData, fileErrors } = await readFormWithUploads(own.fields, request, signed, stored);
  const submission = parseWithZod(formData, { schema: schemaOf(own.fields) });
  if (Object.keys(fileErrors).length > 0) return json(submission.reply({ fieldErrors: fileErrors }), { status: 400 });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  let saved: unknown;
  try {
    saved = await signed.api.put(path, payloadOf(own.fields, submission.value));
  } catch (error) {
    const refusal =
      error instanceof UpstreamError && error.kind === "bad-request" ? own.refusalField?.(error.message) : null;
    if (refusal) return json(submission.reply({ fieldErrors: { [refusal.field]: [refusal.key] } }), { status: 400 });
    const { message, status } = await actionFailure(request, error);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
  const headers = own.afterSave ? await own.afterSave(saved, signed, request) : undefined;
  return redirectWithNotice(section(own.section).path, { type: "positive", key: own.saved }, { headers });
}

export async function profilePage({ request }: LoaderFunctionArgs) {
  const { record, values, title } = await ownRecordData(profile, request);
  const user = upstreamUserSchema.parse(record);
  return json({
    title,
    values,
    role: user.role,
    venues: user.collaboratingDiscos.map((c) => ({ name: c.disco?.name ?? c.discoId, role: c.role })),
  });
}

export const saveProfile = ({ request }: ActionFunctionArgs) => saveOwnRecord(profile, request);

export async function venueProfilePage({ request }: LoaderFunctionArgs) {
  const { record, values, title } = await ownRecordData(venueProfile, request);
  const number = (value: unknown) => (typeof value === "number" ? value : null);
  return json({
    title,
    values,
    name: typeof record.name === "string" ? record.name : "",
    fees: {
      feeOnlineTable: number(record.feeOnlineTable),
      feeOnlineProduct: number(record.feeOnlineProduct),
      feeOffline: number(record.feeOffline),
    },
    cardProviderAccountStatus:
      typeof record.cardProviderAccountStatus === "string" ? record.cardProviderAccountStatus : null,
  });
}

export const saveVenueProfile = ({ request }: ActionFunctionArgs) => saveOwnRecord(venueProfile, request);

export async function changePasswordPage({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "changePassword");
  const { t } = await getTranslator(request);
  return json({ title: t("sections.changePassword.title") });
}

// Every field of this form is a secret: a refused submission comes back without any of them, so no password is ever
// written back into the page's HTML. There is no non-secret field to keep.
const passwordFields = ["oldPassword", "password", "confirmPassword"];

export async function changePassword({ request }: ActionFunctionArgs) {
  const signed = await requireAccess(request, "changePassword");
  const submission = parseWithZod(await readForm(request), { schema: changePasswordSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: passwordFields }), { status: 400 });
  const { oldPassword, password } = submission.value;
  // The old password is a guess at the account's password like a sign-in's: the same budget (decision 046).
  const gate = await throttleAttempt("password", signed.user.email, clientAddress());
  const attempt = {
    requestId: requestIdOf(request),
    email: signed.user.email,
    userId: signed.user._id,
    role: signed.user.role,
    action: "password",
    path: new URL(request.url).pathname,
  };
  if (!gate.allowed) {
    const refusal = throttleRefusal(gate);
    if (gate.reason === "throttled") await recordRefusedAttempt({ ...attempt, status: 429, reason: "throttled" });
    return json(submission.reply({ hideFields: passwordFields, formErrors: [refusal.formError] }), {
      status: refusal.status,
      headers: refusal.headers,
    });
  }
  try {
    // Spec section 7: the old credentials as Basic, not the bearer token; so this call does not go through the
    // session's client, and its 401 means a wrong old password, not an expired session.
    await callUpstream({
      method: "PUT",
      path: "/users/me/password",
      body: { password },
      authorization: basicAuthorization(signed.user.email, oldPassword),
      signal: request.signal,
      requestId: requestIdOf(request),
    });
  } catch (error) {
    const fieldErrors = passwordRefusal(error);
    const wrong = fieldErrors?.oldPassword !== undefined;
    await gate.settle(wrong ? "failure" : "untested");
    if (wrong) await recordRefusedAttempt({ ...attempt, status: 401, reason: "wrong-credentials" });
    if (fieldErrors) return json(submission.reply({ hideFields: passwordFields, fieldErrors }), { status: 400 });
    const { message, status } = await actionFailure(request, error);
    return json(submission.reply({ hideFields: passwordFields, formErrors: [message] }), { status });
  }
  await gate.settle("success");
  // Every session of the user ends, this one included; this device goes on in a new one (decision 046), so a cookie
  // copied before the change opens nothing after it.
  const session = await getSession(request);
  session.set("auth", signed.auth);
  const headers = new Headers({ "Set-Cookie": await renewSession(request, session, "password-changed") });
  return redirectWithNotice(
    section("profile").path,
    { type: "positive", key: "profiles.passwordChanged" },
    { headers },
  );
}

/** A wrong old password ('Password errata', spec section 8) or a new one the upstream refuses, next to its field. */
function passwordRefusal(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof UpstreamError)) return null;
  const key = serverMessageKey(error.message);
  if (error.kind === "unauthorized" || key === "errors.wrongPassword") return { oldPassword: ["errors.wrongPassword"] };
  if (error.kind === "bad-request") return { password: [key ?? error.message] };
  return null;
}

/** Where the complete-profile dialog sends the user back to. */
function backTo(request: Request, signed: Signed): string {
  return safeRedirect(new URL(request.url).searchParams.get("redirectTo"), landingOrLogin(signed.viewer));
}

/** The complete-profile dialog exists only with its build flag; a complete profile has nothing to do there. */
async function requireIncompleteProfile(request: Request) {
  if (!flags.profileCompletion) throw notFound();
  const signed = await requireUser(request);
  if (isProfileComplete(signed.user)) throw redirect(backTo(request, signed));
  return signed;
}

export async function completeProfilePage({ request }: LoaderFunctionArgs) {
  const signed = await requireIncompleteProfile(request);
  const { t } = await getTranslator(request);
  return json({
    title: t("profiles.complete.title"),
    gaps: profileGaps(signed.user),
    username: signed.user.username ?? "",
  });
}

export async function completeProfile({ request }: ActionFunctionArgs) {
  const signed = await requireIncompleteProfile(request);
  const submission = parseWithZod(await readForm(request), {
    schema: schemaOf(completeProfileFields(profileGaps(signed.user))),
  });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  let saved: unknown;
  try {
    saved = await signed.api.put("/users/me", completeProfilePayload(submission.value));
  } catch (error) {
    // Spec section 8 lets this dialog swallow failures; we still say what happened (a username someone has, next to
    // it; the service slow or down, above the form), so nobody waits in front of a dialog they cannot close.
    if (error instanceof UpstreamError && isDuplicateKey(error.message)) {
      return json(submission.reply({ fieldErrors: { username: ["profiles.usernameTaken"] } }), { status: 400 });
    }
    const { message, status } = await actionFailure(request, error);
    console.warn(`[complete-profile] ${message}`);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
  const headers = await sessionWithUser(request, signed, saved);
  return redirectWithNotice(backTo(request, signed), { type: "positive", key: "common.profileUpdate" }, { headers });
}

/**
 * The layout's check (flag on): a signed-in user whose profile is incomplete is sent to the persistent dialog, with
 * the way back. Only pages (GET) are redirected; every action keeps its own guard.
 */
export function completionRedirect(request: Request, signed: Signed): string | null {
  if (!flags.profileCompletion || request.method !== "GET" || isProfileComplete(signed.user)) return null;
  const url = new URL(request.url);
  if (url.pathname === "/complete-profile") return null;
  return `/complete-profile?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}
