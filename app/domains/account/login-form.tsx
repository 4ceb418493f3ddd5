// The email and password sign-in form, posting to the login route's action: on the login page, and in the persistent
// login dialog of the public pages (FEATURE_LOGIN_DIALOG), where a fetcher keeps the dialog open on a refusal.
// The browser checks the form's rules (login-rules.ts) on submit and, once checked, as the user types, with the
// messages next to the fields, the same as the server's; it does so without zod and conform, so that the page
// everybody opens first downloads no more than it needs (decision 039). Without JavaScript the server's check shows.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Field, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { emailPattern, loginRules, type LoginField } from "./login-rules";
import type { signInWithPassword } from "./password-sign-in.server";

type Reply = SubmissionResult<string[]> | null | undefined;
type Errors = Partial<Record<LoginField | "", string[] | null>>;

const fieldNames = Object.keys(loginRules) as LoginField[];
const isLoginField = (name: string): name is LoginField => name in loginRules;

/**
 * The errors to show: the server's reply until the browser checks again. Once the user has submitted (or the server
 * answered), every keystroke checks its field again, as the form's rules say.
 */
function useLoginForm(id: string, lastResult: Reply) {
  const [state, setState] = useState({ reply: lastResult, errors: (lastResult?.error ?? {}) as Errors, version: 0 });
  // A new reply: its errors, and fresh fields (the email it kept, the password cleared).
  if (state.reply !== lastResult) {
    setState({ reply: lastResult, errors: (lastResult?.error ?? {}) as Errors, version: state.version + 1 });
  }
  const [checking, setChecking] = useState(Boolean(lastResult));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const errors: Errors = {};
    for (const name of fieldNames) {
      const found = loginRules[name](String(data.get(name) ?? ""));
      if (found.length > 0) errors[name] = found;
    }
    setChecking(true);
    setState((current) => ({ ...current, errors }));
    const first = fieldNames.find((name) => errors[name]);
    if (first) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    }
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!checking || !isLoginField(target.name)) return;
    const found = loginRules[target.name](target.value);
    setState((current) => ({ ...current, errors: { ...current.errors, [target.name]: found.length ? found : null } }));
  };
  const initial = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  return {
    formProps: {
      id,
      noValidate: true,
      onSubmit,
      onInput,
      "aria-describedby": state.errors[""] ? `${id}-form-error` : undefined,
    },
    errors: state.errors,
    fieldId: (name: LoginField) => `${id}-${name}`,
    initialEmail: typeof initial.email === "string" ? initial.email : undefined,
    version: state.version,
  };
}

function LoginFields({
  form,
  redirectTo,
  focusEmail,
}: {
  form: ReturnType<typeof useLoginForm>;
  redirectTo: string;
  focusEmail: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert id={`${form.formProps.id}-form-error`} errors={form.errors[""]} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        key={`email-${form.version}`}
        label={t("auth.email")}
        inputProps={
          {
            id: form.fieldId("email"),
            name: "email",
            type: "email",
            required: true,
            pattern: emailPattern.source,
            defaultValue: form.initialEmail,
            autoComplete: "email",
            autoFocus: focusEmail,
            "data-autofocus": true,
          } as React.InputHTMLAttributes<HTMLInputElement>
        }
        errors={form.errors.email}
      />
      <Field
        key={`password-${form.version}`}
        label={t("auth.password")}
        inputProps={{
          id: form.fieldId("password"),
          name: "password",
          type: "password",
          required: true,
          autoComplete: "current-password",
        }}
        errors={form.errors.password}
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
  const form = useLoginForm("login", lastResult);
  return (
    <Form method="post" {...form.formProps} className="space-y-4">
      <LoginFields form={form} redirectTo={redirectTo} focusEmail />
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
  const form = useLoginForm("login-dialog", fetcher.data);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/login" {...form.formProps} className="space-y-4">
      <LoginFields form={form} redirectTo={redirectTo} focusEmail={false} />
      <button type="submit" className="btn-primary w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t("auth.signingIn") : t("auth.signIn")}
      </button>
    </fetcher.Form>
  );
}
