// The password change page: conform over the zod rules of spec section 5 (a module of its own, so the profile pages
// do not load zod in the browser).
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { changePasswordSchema, passwordMinLength } from "~/domains/account/auth-schemas";
import type { changePassword } from "~/domains/venues/profiles.server";
import { Field, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { Card } from "~/ui/card";
import { PageHeader } from "~/ui/shell/section-page";
import { useZodForm } from "~/ui/forms/zod-form";

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof changePassword>();
  const [form, fields] = useZodForm("change-password", changePasswordSchema, lastResult);
  return (
    <>
      <PageHeader title={t("sections.changePassword.title")} description={t("sections.changePassword.description")} />
      <Card className="max-w-lg">
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            label={t("profiles.oldPassword")}
            inputProps={{
              ...getInputProps(fields.oldPassword, { type: "password" }),
              autoComplete: "current-password",
              autoFocus: true,
            }}
            errors={fields.oldPassword.errors}
          />
          <Field
            label={t("profiles.newPassword")}
            hint={t("register.passwordHint", { min: passwordMinLength })}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <Field
            label={t("register.confirmPassword")}
            inputProps={{
              ...getInputProps(fields.confirmPassword, { type: "password" }),
              autoComplete: "new-password",
            }}
            errors={fields.confirmPassword.errors}
          />
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <Link to="/profile" className="btn-secondary">
              {t("dialog.cancel")}
            </Link>
            <SubmitButton className="btn-primary" pendingText={t("dialog.saving")}>
              {t("profiles.changePassword")}
            </SubmitButton>
          </div>
        </Form>
      </Card>
    </>
  );
}
