// Creating an account (spec sections 2, 5, 7): POST /auth/register, then the user signs in.
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { passwordMinLength, registerSchema } from "~/domains/account/auth-schemas";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { publicFormError } from "~/core/upstream/public-form.server";
import { serviceUpstream } from "~/core/upstream/service-upstream.server";
import { Field, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { PublicLayout } from "~/domains/account/public-layout";
import { refuseCrossSite } from "~/core/http/same-origin.server";
import { useZodForm } from "~/ui/forms/zod-form";
import { readForm } from "~/core/http/request-body.server";
import { retryAfterHeaders } from "~/core/http/retry-after";
import { throttleAttempt, throttleRefusal } from "~/core/auth/throttle.server";
import { clientAddress } from "~/core/http/client-address.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request);
  return json({ title: t("register.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];
export const headers = retryAfterHeaders;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const submission = parseWithZod(await readForm(request), { schema: registerSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  const { email, password, name, surname } = submission.value;
  // Accounts are made a few per email and per network an hour (decision 046).
  const gate = await throttleAttempt("request", email, clientAddress());
  if (!gate.allowed) {
    const refusal = throttleRefusal(gate);
    return json(submission.reply({ formErrors: [refusal.formError], hideFields: ["password", "confirmPassword"] }), {
      status: refusal.status,
      headers: refusal.headers,
    });
  }
  try {
    // Registration goes out with the back-office's service credential (spec section 7), not as any user.
    await serviceUpstream(request).post("/auth/register", { email, password, name, surname });
  } catch (error) {
    const problem = await publicFormError(error);
    return json(submission.reply({ ...problem, hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  return redirectWithNotice("/login", { type: "positive", key: "register.done" });
}

export default function Register() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useZodForm("register", registerSchema, lastResult);
  return (
    <PublicLayout title={t("register.title")} intro={t("register.intro")}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("register.name")}
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "given-name" }}
            errors={fields.name.errors}
          />
          <Field
            label={t("register.surname")}
            inputProps={{ ...getInputProps(fields.surname, { type: "text" }), autoComplete: "family-name" }}
            errors={fields.surname.errors}
          />
        </div>
        <Field
          label={t("auth.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
        />
        <Field
          label={t("auth.password")}
          hint={t("register.passwordHint", { min: passwordMinLength })}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.password.errors}
        />
        <Field
          label={t("register.confirmPassword")}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
        />
        <SubmitButton pendingText={t("register.submitting")}>{t("register.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("register.haveAccount")}{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t("auth.signIn")}
        </Link>
      </p>
    </PublicLayout>
  );
}
