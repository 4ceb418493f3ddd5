// The persistent complete-profile dialog (spec sections 4 and 5): the username, and the acceptance boxes only for what
// is not yet accepted. It cannot be dismissed; a missing acceptance is the notice common.acceptFlags, what was typed
// stays. A URL of its own, so it works without JavaScript; with it, the same rules answer before anything is posted.
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { acceptanceBoxes, completeProfileFields } from "~/domains/account/profile-completion";
import type { completeProfile, completeProfilePage } from "~/domains/venues/profiles.server";
import { useFieldForm } from "~/resource/field-form";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { Toasts } from "~/ui/frame-kit";

export function CompleteProfileDialog() {
  const { gaps, username } = useLoaderData<typeof completeProfilePage>();
  const lastResult = useActionData<typeof completeProfile>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const [form, fields] = useFieldForm({
    id: "complete-profile",
    fields: completeProfileFields(gaps),
    lastResult,
    defaultValue: { username },
  });
  // A missing acceptance is also a notice (spec section 5), shown again at each refused attempt.
  const [attempts, setAttempts] = useState(0);
  const formProps = getFormProps(form);
  const boxes = acceptanceBoxes.filter((box) => gaps[box.gap]);
  const acceptError = boxes.map((box) => fields[box.name].errors).find((errors) => errors?.length);
  const { key: usernameKey, ...usernameProps } = getInputProps(fields.username, { type: "text" });
  return (
    <RouteDialog title={t("profiles.complete.title")}>
      <Form
        method="post"
        action={`/complete-profile?${searchParams}`}
        className="space-y-5"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (event.defaultPrevented) setAttempts((count) => count + 1);
        }}
      >
        <p className="text-sm text-slate-600">{t("profiles.complete.intro")}</p>
        <FormAlert id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.username.id} className="label">
            {t("fields.username")}
            <span aria-hidden="true" className="text-red-600">
              {" "}
              *
            </span>
          </label>
          <input {...usernameProps} key={usernameKey} autoComplete="username" data-autofocus className="input mt-1" />
          <ErrorList id={fields.username.errorId} errors={fields.username.errors} />
        </div>
        {boxes.length > 0 ? (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t("profiles.complete.acceptances")}</legend>
            {boxes.map((box) => {
              const meta = fields[box.name];
              const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaAttributes: false });
              const invalid = Boolean(meta.errors?.length);
              return (
                <div key={box.name} className="flex items-start gap-3">
                  <input
                    {...props}
                    key={key}
                    className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-600"
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? "complete-accept-error" : undefined}
                  />
                  <label htmlFor={meta.id} className="text-sm text-slate-800">
                    {t(box.label)}
                  </label>
                </div>
              );
            })}
            <ErrorList id="complete-accept-error" errors={acceptError} />
          </fieldset>
        ) : null}
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <SubmitButton className="btn-primary" pendingText={t("dialog.saving")}>
            {t("dialog.save")}
          </SubmitButton>
        </div>
      </Form>
      {/* The notice of a refused submission: the root shows notices carried by redirects, this one has none. */}
      {acceptError ? (
        <Toasts notice={{ id: `accept-${attempts}`, type: "negative", key: "common.acceptFlags" }} />
      ) : null}
    </RouteDialog>
  );
}
