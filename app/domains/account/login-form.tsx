// The email and password sign-in form, posting to the login route's action: on the login page, and in the persistent
// login dialog of the public pages (FEATURE_LOGIN_DIALOG), where a fetcher keeps the dialog open on a refusal.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginSchema } from "~/domains/account/auth-schemas";
import { Field, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { useZodForm } from "~/ui/forms/zod-form";
import type { signInWithPassword } from "./password-sign-in.server";

type Reply = SubmissionResult<string[]> | null | undefined;

function useLoginForm(id: string, lastResult: Reply) {
  return useZodForm(id, loginSchema, lastResult);
}

function LoginFields({
  form,
  fields,
  redirectTo,
  focusEmail,
}: {
  form: ReturnType<typeof useLoginForm>[0];
  fields: ReturnType<typeof useLoginForm>[1];
  redirectTo: string;
  focusEmail: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        label={t("auth.email")}
        inputProps={
          {
            ...getInputProps(fields.email, { type: "email" }),
            autoComplete: "email",
            autoFocus: focusEmail,
            "data-autofocus": true,
          } as React.InputHTMLAttributes<HTMLInputElement>
        }
        errors={fields.email.errors}
      />
      <Field
        label={t("auth.password")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        errors={fields.password.errors}
      />
      <div className="flex justify-end text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          {t("auth.forgotPassword")}
        </Link>
      </div>
    </>
  );
}

/** The login page's form: a plain navigation, so the page shows the refusal. */
export function LoginForm({ lastResult, redirectTo }: { lastResult: Reply; redirectTo: string }) {
  const { t } = useTranslation();
  const [form, fields] = useLoginForm("login", lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <LoginFields form={form} fields={fields} redirectTo={redirectTo} focusEmail />
      <SubmitButton pendingText={t("auth.signingIn")}>{t("auth.signIn")}</SubmitButton>
    </Form>
  );
}

/**
 * The login dialog's form: a fetcher to the same action. A refusal comes back to the dialog, which stays open; success
 * is the action's redirect (welcome notice, the user's landing). Without JavaScript it is a plain post to /login,
 * whose page shows a refusal.
 */
export function LoginDialogForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof signInWithPassword>();
  const [form, fields] = useLoginForm("login-dialog", fetcher.data);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/login" {...getFormProps(form)} className="space-y-4">
      <LoginFields form={form} fields={fields} redirectTo={redirectTo} focusEmail={false} />
      <button type="submit" className="btn-primary w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t("auth.signingIn") : t("auth.signIn")}
      </button>
    </fetcher.Form>
  );
}
