// The complete-profile rule of spec sections 4 and 5: a username and both acceptances (privacy policy, terms and
// conditions). Pure, so the layout's redirect, the dialog and its action read one definition.
import { checkRules, type Rule } from "~/resource/fields";
import type { SessionUser } from "~/core/user";

export type ProfileGaps = { username: boolean; privacyPolicy: boolean; terms: boolean };

type Completable = Pick<SessionUser, "username" | "privacyPolicyAccepted" | "termsAndConditionsAccepted">;

/** What the user still has to give: true for each missing piece. */
export function profileGaps(user: Completable): ProfileGaps {
  return {
    username: !user.username?.trim(),
    privacyPolicy: user.privacyPolicyAccepted !== true,
    terms: user.termsAndConditionsAccepted !== true,
  };
}

export function isProfileComplete(user: Completable): boolean {
  const gaps = profileGaps(user);
  return !gaps.username && !gaps.privacyPolicy && !gaps.terms;
}

/** The username's rules, the same on the profile form and in the complete-profile dialog. */
export const usernameRules: readonly Rule[] = [{ kind: "required" }, { kind: "maxLength", value: 30 }];

export type CompleteProfileCheck =
  | { ok: true; payload: { username: string; privacyPolicyAccepted: true; termsAndConditionsAccepted: true } }
  | { ok: false; fieldErrors: Record<string, string[]>; acceptFlags: boolean };

const checked = (value: unknown) => value === "on" || value === "true" || value === true;

/**
 * Reads the complete-profile form against what was missing: the username (always shown, prefilled), and the
 * acceptance boxes shown only if not yet accepted; a box already accepted counts as ticked. Missing acceptances are
 * the notice `common.acceptFlags` (spec section 5).
 */
export function checkCompleteProfile(gaps: ProfileGaps, form: Record<string, unknown>): CompleteProfileCheck {
  const fieldErrors: Record<string, string[]> = {};
  const usernameError = checkRules(usernameRules, typeof form.username === "string" ? form.username.trim() : form.username, form);
  if (usernameError) fieldErrors.username = [usernameError];
  const privacy = !gaps.privacyPolicy || checked(form.privacyPolicyAccepted);
  const terms = !gaps.terms || checked(form.termsAndConditionsAccepted);
  if (!privacy) fieldErrors.privacyPolicyAccepted = ["common.acceptFlags"];
  if (!terms) fieldErrors.termsAndConditionsAccepted = ["common.acceptFlags"];
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, acceptFlags: !privacy || !terms };
  return {
    ok: true,
    payload: { username: String(form.username).trim(), privacyPolicyAccepted: true, termsAndConditionsAccepted: true },
  };
}
