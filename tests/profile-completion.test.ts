import { describe, expect, it } from "vitest";
import { changePasswordSchema } from "~/domains/account/auth-schemas";
import {
  completeProfileFields,
  completeProfilePayload,
  isProfileComplete,
  profileGaps,
} from "~/domains/account/profile-completion";
import { parseWithZod } from "@conform-to/zod";
import { schemaOf } from "~/resource/field-schema";
import { messagesFor } from "./support/form-messages";

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

  // Spec section 5: a missing username is 'Campo obbligatorio'; a box not ticked is the acceptFlags notice.
  it("asks for the username and says 'accept the privacy policy and the terms' for a box not ticked", () => {
    const gaps = { username: true, privacyPolicy: true, terms: true };
    expect(messagesFor(completeProfileFields(gaps), { username: "  ", privacyPolicyAccepted: "on" })).toEqual({
      username: "Campo obbligatorio",
      termsAndConditionsAccepted: "Accetta l'informativa sulla privacy e i termini e condizioni",
    });
    expect(messagesFor(completeProfileFields(gaps), { username: "nadia" }, "en")).toEqual({
      privacyPolicyAccepted: "Accept the privacy policy and the terms and conditions",
      termsAndConditionsAccepted: "Accept the privacy policy and the terms and conditions",
    });
  });

  it("refuses a username over 30 characters", () => {
    const gaps = { username: true, privacyPolicy: false, terms: false };
    expect(messagesFor(completeProfileFields(gaps), { username: "x".repeat(31) })).toEqual({
      username: "Al massimo 30 caratteri",
    });
    expect(messagesFor(completeProfileFields(gaps), { username: "x".repeat(31) }, "en")).toEqual({
      username: "At most 30 characters",
    });
    expect(messagesFor(completeProfileFields(gaps), { username: "x".repeat(30) })).toEqual({});
  });

  it("does not ask again for a box already accepted (it is not shown) and sends both acceptances with the trimmed username", () => {
    const gaps = { username: true, privacyPolicy: false, terms: true };
    const form = new FormData();
    form.set("username", " nadia.ferri ");
    form.set("termsAndConditionsAccepted", "on");
    const submission = parseWithZod(form, { schema: schemaOf(completeProfileFields(gaps)) });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(completeProfilePayload(submission.value)).toEqual({
        username: "nadia.ferri",
        privacyPolicyAccepted: true,
        termsAndConditionsAccepted: true,
      });
    }
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
    expect(issues(changePasswordSchema.safeParse({ ...valid, password, confirmPassword: password })).password).toBe(
      message,
    );
  });

  it("says when the confirmation differs, next to the confirmation", () => {
    expect(issues(changePasswordSchema.safeParse({ ...valid, confirmPassword: "Notte-2028" }))).toEqual({
      confirmPassword: "validation.passwordsMatch",
    });
  });
});
