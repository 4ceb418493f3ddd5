import { describe, expect, it } from "vitest";
import { changePasswordSchema } from "~/domains/account/auth-schemas";
import { checkCompleteProfile, isProfileComplete, profileGaps } from "~/domains/account/profile-completion";

const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("complete profile (spec sections 4 and 5)", () => {
  const complete = { username: "nadia", privacyPolicyAccepted: true, termsAndConditionsAccepted: true };

  it("calls a profile complete with a username and both acceptances", () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(profileGaps(complete)).toEqual({ username: false, privacyPolicy: false, terms: false });
  });

  it("names each missing piece; a blank username or an acceptance not given as true counts as missing", () => {
    expect(profileGaps({ username: "  " })).toEqual({ username: true, privacyPolicy: true, terms: true });
    expect(isProfileComplete({ ...complete, termsAndConditionsAccepted: false })).toBe(false);
    expect(isProfileComplete({ ...complete, username: undefined })).toBe(false);
  });

  it("asks for the username and gives the acceptFlags notice for a box not ticked", () => {
    const gaps = { username: true, privacyPolicy: true, terms: true };
    expect(checkCompleteProfile(gaps, { privacyPolicyAccepted: "on" })).toEqual({
      ok: false,
      acceptFlags: true,
      fieldErrors: { username: ["validation.required"], termsAndConditionsAccepted: ["common.acceptFlags"] },
    });
  });

  it("refuses a username that is too long without the acceptFlags notice", () => {
    const gaps = { username: true, privacyPolicy: false, terms: false };
    expect(checkCompleteProfile(gaps, { username: "x".repeat(31) })).toEqual({
      ok: false,
      acceptFlags: false,
      fieldErrors: { username: ["validation.maxLength|30"] },
    });
  });

  it("counts a box already accepted as ticked (it is not shown) and sends both acceptances with the trimmed username", () => {
    const gaps = { username: true, privacyPolicy: false, terms: true };
    expect(checkCompleteProfile(gaps, { username: " nadia.ferri ", termsAndConditionsAccepted: "on" })).toEqual({
      ok: true,
      payload: { username: "nadia.ferri", privacyPolicyAccepted: true, termsAndConditionsAccepted: true },
    });
  });
});

describe("password change (spec section 5)", () => {
  const valid = { oldPassword: "Demo-pass1", password: "Notte-2027", confirmPassword: "Notte-2027" };

  it("accepts an old password and a new one under the rules, confirmed", () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it("asks for every field", () => {
    expect(issues(changePasswordSchema.safeParse({}))).toEqual({
      oldPassword: "validation.required",
      password: "validation.required",
      confirmPassword: "validation.required",
    });
  });

  it.each([
    ["short", "Ab1", "validation.passwordMin"],
    ["no uppercase", "notte-2027", "validation.passwordUpper"],
    ["no lowercase", "NOTTE-2027", "validation.passwordLower"],
    ["no digit", "Notte-notte", "validation.passwordDigit"],
  ])("refuses a new password with %s next to it", (_case, password, message) => {
    expect(issues(changePasswordSchema.safeParse({ ...valid, password, confirmPassword: password })).password).toBe(message);
  });

  it("says when the confirmation differs, next to the confirmation", () => {
    expect(issues(changePasswordSchema.safeParse({ ...valid, confirmPassword: "Notte-2028" }))).toEqual({ confirmPassword: "validation.passwordsMatch" });
  });
});
