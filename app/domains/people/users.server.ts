// Users (spec section 3): enabling or disabling one from its row, a form post that works without JavaScript and, with
// it, updates the list in place. A disable is confirmed first, in a dialog that is a URL, and can be taken back
// (decision 051). Admin only, like the section: anyone else gets not-found, in the loader and the action.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readControls } from "~/core/http/form-controls.server";
import { userName, users } from "~/domains/people/users.resources";
import { requireAccess, type Signed } from "~/core/auth/auth.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { findRecord, listPath } from "~/resource/resource.server";
import { serverMessageKey } from "~/core/upstream/server-messages";
import { UpstreamError } from "~/core/upstream/upstream.server";
import type { FormValues } from "~/resource/fields";
import { readForm } from "~/core/http/request-body.server";

/** The confirmation of a disable, over the list; a user already disabled sends the page back to the list. */
export async function userEnabledPage({ request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, users.section);
  const user = await findRecord(users, signed, params.id);
  if (user.isEnabled === false) return redirect(listPath(users, request));
  return json({ id: user._id, name: userName(user), closeTo: listPath(users, request) });
}

/**
 * Sets `isEnabled` to the state the row asked for (not a toggle, so a double click or a stale page cannot flip it
 * back), then back to the list with its search params and a notice naming the user. A refusal is a negative notice.
 */
export async function setUserEnabled({ request, params }: ActionFunctionArgs) {
  const signed = await requireAccess(request, users.section);
  const wanted = readControls(await readForm(request), {
    isEnabled: z.enum(["true", "false"]),
    // The page's script offers the undo itself: it asks for the outcome rather than the list again.
    answer: z.enum(["outcome"]).optional(),
  });
  const back = listPath(users, request);
  if (!wanted) return redirectWithNotice(back, { type: "negative", key: "errors.badRequest" });
  const isEnabled = wanted.isEnabled === "true";
  try {
    await findRecord(users, signed, params.id);
    const saved = await signed.api.put<{ email?: string; name?: string; surname?: string }>(
      `/users/${encodeURIComponent(params.id ?? "")}`,
      { isEnabled },
    );
    const name = `${saved?.name ?? ""} ${saved?.surname ?? ""}`.trim() || String(saved?.email ?? "");
    if (wanted.answer === "outcome") return json({ done: { id: params.id ?? "", name, isEnabled } });
    return redirectWithNotice(back, {
      type: "positive",
      key: isEnabled ? "people.enabledDone" : "people.disabledDone",
      values: { name },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const key =
      error.kind === "bad-request"
        ? (serverMessageKey(error.message) ?? "errors.badRequest")
        : error.kind === "not-found"
          ? "errors.recordGone"
          : error.kind === "timeout"
            ? "errors.timeout"
            : "errors.unavailable";
    if (wanted.answer === "outcome") return json({ error: key }, { status: 409 });
    return redirectWithNotice(back, { type: "negative", key });
  }
}

/** A user's collaborator roles as comparable pairs, whatever else each entry carries. */
function rolePairs(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null)
    .map((entry) => `${String(entry.discoId ?? "")}|${String(entry.role ?? "")}`)
    .sort();
}

/**
 * Nobody changes their own collaborator roles (decision 025), an admin editing their own record included: the venues
 * they collaborate with must stay as stored, else the form is refused next to the field.
 */
export async function ownRolesCheck(payload: FormValues, id: string, signed: Signed) {
  if (id !== signed.user._id) return null;
  const stored = await signed.api.get<Record<string, unknown>>(`/users/${encodeURIComponent(id)}`);
  const same = rolePairs(stored.collaboratingDiscos).join() === rolePairs(payload.collaboratingDiscos).join();
  return same ? null : { collaboratingDiscos: ["collaboratorGrants.ownRoles"] };
}
