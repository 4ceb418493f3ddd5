// Asks the upstream to send a reset link. The answer is the same whether or not the email has an account, so the
// page cannot be used to find out who is registered.
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { forgotPasswordSchema } from "~/domains/account/auth-schemas";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { publicFormError } from "~/core/upstream/public-form.server";
import { callUpstream, requestIdOf } from "~/core/upstream/upstream.server";
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
  return json({ title: t("forgot.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];
export const headers = retryAfterHeaders;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  // Each request sends an email: a few per address and per network an hour (decision 046).
  const gate = await throttleAttempt("request", submission.value.email, clientAddress());
  if (!gate.allowed) {
    const refusal = throttleRefusal(gate);
    return json(submission.reply({ formErrors: [refusal.formError] }), {
      status: refusal.status,
      headers: refusal.headers,
    });
  }
  try {
    await callUpstream({
      method: "POST",
      path: "/auth/forgot-password",
      body: { email: submission.value.email },
      requestId: requestIdOf(request),
    });
  } catch (error) {
    return json(submission.reply(await publicFormError(error)), { status: 400 });
  }
  return redirectWithNotice("/login", { type: "positive", key: "forgot.sent" });
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useZodForm("forgot-password", forgotPasswordSchema, lastResult);
  return (
    <PublicLayout title={t("forgot.title")} intro={t("forgot.intro")}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field
          label={t("auth.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
          errors={fields.email.errors}
        />
        <SubmitButton pendingText={t("forgot.submitting")}>{t("forgot.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t("forgot.back")}
        </Link>
      </p>
    </PublicLayout>
  );
}
