import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "~/domains/account/auth-schemas";
import { loginRules } from "~/domains/account/login-rules";

const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("login rules (spec sections 5 and 8)", () => {
  it("asks for the email and the password", () => {
    expect(issues(loginSchema.safeParse({}))).toEqual({ email: "auth.emailRequired", password: "validation.required" });
  });

  it("checks the simple email shape", () => {
    expect(issues(loginSchema.safeParse({ email: "anna@demo", password: "x" }))).toEqual({
      email: "validation.invalidEmail",
    });
    expect(loginSchema.safeParse({ email: " anna@demo.test ", password: "x" }).success).toBe(true);
  });
});

describe("the browser's login rules (login-rules.ts, without zod)", () => {
  it("give the same errors as the server's check of the posted form, field by field", () => {
    const emails = ["", "   ", "anna", "anna@demo", "anna@demo.test", " anna@demo.test ", "an na@demo.test", "a@b.c"];
    const passwords = ["", " ", "x", "Demo-pass1"];
    for (const email of emails) {
      for (const password of passwords) {
        const posted = new FormData();
        posted.set("email", email);
        posted.set("password", password);
        // What the action replies (password-sign-in.server.ts), which the page shows next to the fields.
        const server = parseWithZod(posted, { schema: loginSchema }).reply().error ?? {};
        const browser = Object.fromEntries(
          (["email", "password"] as const)
            .map((field) => [field, loginRules[field]({ email, password }[field])] as const)
            .filter(([, errors]) => errors.length > 0),
        );
        expect(browser, JSON.stringify({ email, password })).toEqual(server);
      }
    }
  });
});

describe("registration rules (spec section 5)", () => {
  const valid = {
    name: "Anna",
    surname: "Neri",
    email: "anna@demo.test",
    password: "Notte-2026",
    confirmPassword: "Notte-2026",
  };

  it("accepts a complete registration", () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["short", "Ab1", "validation.passwordMin"],
    ["no uppercase", "notte-2026", "validation.passwordUpper"],
    ["no lowercase", "NOTTE-2026", "validation.passwordLower"],
    ["no digit", "Notte-notte", "validation.passwordDigit"],
  ])("refuses a password with %s", (_case, password, message) => {
    expect(issues(registerSchema.safeParse({ ...valid, password, confirmPassword: password })).password).toBe(message);
  });

  it("says when the passwords do not match, next to the confirmation", () => {
    expect(issues(registerSchema.safeParse({ ...valid, confirmPassword: "Notte-2027" }))).toEqual({
      confirmPassword: "validation.passwordsMatch",
    });
  });
});
