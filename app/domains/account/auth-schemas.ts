// Field rules of the sign-in and account forms (spec section 5), shared by the browser and the server.
import { z } from "zod";
import { passwordMinLength } from "~/core/auth/password-rules";
import { emailPattern } from "./login-rules";

export { passwordMinLength };

const requiredString = z.string({ required_error: "validation.required" }).trim().min(1, "validation.required");

const email = requiredString.regex(emailPattern, "validation.invalidEmail");

/** The sign-in form's rules on the server; the browser checks the same with login-rules.ts, without zod. */
export const loginSchema = z.object({
  // The sign-in form names the missing email specifically (spec section 8: 'Email obbligatoria').
  email: z
    .string({ required_error: "auth.emailRequired" })
    .trim()
    .min(1, "auth.emailRequired")
    .regex(emailPattern, "validation.invalidEmail"),
  password: z.string({ required_error: "validation.required" }).min(1, "validation.required"),
  redirectTo: z.string().optional(),
});

const newPassword = z
  .string({ required_error: "validation.required" })
  .min(passwordMinLength, "validation.passwordMin")
  .regex(/[A-Z]/, "validation.passwordUpper")
  .regex(/[a-z]/, "validation.passwordLower")
  .regex(/[0-9]/, "validation.passwordDigit");

export const registerSchema = z
  .object({
    name: requiredString,
    surname: requiredString,
    email,
    password: newPassword,
    confirmPassword: z.string({ required_error: "validation.required" }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "validation.passwordsMatch",
    path: ["confirmPassword"],
  });

/**
 * The password change (spec sections 5 and 7): the old password (sent upstream as Basic credentials), the new one under
 * the rules of section 5, and its confirmation.
 */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ required_error: "validation.required" }).min(1, "validation.required"),
    password: newPassword,
    confirmPassword: z.string({ required_error: "validation.required" }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "validation.passwordsMatch",
    path: ["confirmPassword"],
  });

export const forgotPasswordSchema = z.object({ email });

export const socialLoginSchema = z.object({
  provider: z.enum(["google", "apple", "facebook"]),
  token: requiredString,
});
