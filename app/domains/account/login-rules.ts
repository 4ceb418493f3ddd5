// The sign-in form's own rules (spec sections 5 and 8), without zod: the browser checks them as the user submits and
// types (login-form.tsx), so the login page does not download zod and conform (decision 039). The server checks the
// same rules with zod (auth-schemas.ts's loginSchema); tests/auth-schemas.test.ts proves both give the same errors.

/** The simple email shape of spec section 5: something@something.something, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginField = "email" | "password";

/** The errors of each field, as translation keys (none when it is fine), as the server's check lists them. */
export const loginRules: Record<LoginField, (value: string) => string[]> = {
  // The sign-in form names the missing email specifically (spec section 8: 'Email obbligatoria'); an empty box is
  // only missing, blanks are missing and not an email.
  email: (value) => {
    if (value === "") return ["auth.emailRequired"];
    const email = value.trim();
    return [
      ...(email === "" ? ["auth.emailRequired"] : []),
      ...(emailPattern.test(email) ? [] : ["validation.invalidEmail"]),
    ];
  },
  password: (value) => (value === "" ? ["validation.required"] : []),
};
