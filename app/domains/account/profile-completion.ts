// The complete-profile rule of spec sections 4 and 5: a username and both acceptances (privacy policy, terms and
// conditions). Pure, so the layout's redirect, the dialog (in the browser) and its action read one definition.
import type { FieldDefinition, FormValues, Rule } from "~/resource/fields";
import type { SessionUser } from "~/core/auth/user";

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

/** The dialog's two acceptance boxes, each with the gap that shows it. */
export const acceptanceBoxes = [
  { name: "privacyPolicyAccepted", gap: "privacyPolicy", label: "profiles.complete.privacyPolicy" },
  { name: "termsAndConditionsAccepted", gap: "terms", label: "profiles.complete.terms" },
] as const;

/**
 * The complete-profile form against what is missing: the username (always shown, prefilled), and the acceptance boxes
 * shown only if not yet accepted; a box already accepted is not asked again. A box left unticked is the notice
 * `common.acceptFlags` (spec section 5). The browser and the action check the same list.
 */
export function completeProfileFields(gaps: ProfileGaps): FieldDefinition[] {
  return [
    { name: "username", label: "fields.username", component: "input", rules: usernameRules },
    ...acceptanceBoxes
      .filter((box) => gaps[box.gap])
      .map((box): FieldDefinition => ({
        name: box.name,
        label: box.label,
        component: "checkbox",
        rules: [{ kind: "required", message: "common.acceptFlags" }],
      })),
  ];
}

/** What the upstream receives once the form passes: the trimmed username and both acceptances. */
export function completeProfilePayload(values: FormValues): {
  username: string;
  privacyPolicyAccepted: true;
  termsAndConditionsAccepted: true;
} {
  return {
    username: String(values.username ?? "").trim(),
    privacyPolicyAccepted: true,
    termsAndConditionsAccepted: true,
  };
}
