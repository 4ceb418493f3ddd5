// The persistent complete-profile dialog (spec sections 4 and 5): the username, and the acceptance boxes only for what
// is not yet accepted. It cannot be dismissed; a missing acceptance is the notice common.acceptFlags, what was typed
// stays. A URL of its own, so it works without JavaScript.
import type { SerializeFrom } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { completeProfile, completeProfilePage } from "~/domains/venues/profiles.server";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms";
import { RouteDialog } from "~/ui/route-dialog";
import { Toasts } from "~/ui/toasts";

/** What a refused submission says, whichever refusal it was; nothing after a save (a redirect). */
function replyOf(data: SerializeFrom<typeof completeProfile> | undefined) {
  if (!data) return undefined;
  const fieldErrors: Partial<Record<string, string[]>> = data.fieldErrors;
  return { ...data, fieldErrors, formError: "formError" in data ? data.formError : undefined, accepted: "accepted" in data ? data.accepted : undefined };
}

const boxes = [
  { name: "privacyPolicyAccepted", gap: "privacyPolicy", label: "profiles.complete.privacyPolicy" },
  { name: "termsAndConditionsAccepted", gap: "terms", label: "profiles.complete.terms" },
] as const;

export function CompleteProfileDialog() {
  const { gaps, username } = useLoaderData<typeof completeProfilePage>();
  const reply = replyOf(useActionData<typeof completeProfile>());
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const errors = reply?.fieldErrors ?? {};
  const acceptError = errors.privacyPolicyAccepted ?? errors.termsAndConditionsAccepted;
  return (
    <RouteDialog title={t("profiles.complete.title")}>
      <Form method="post" action={`/complete-profile?${searchParams}`} className="space-y-5" noValidate>
        <p className="text-sm text-slate-600">{t("profiles.complete.intro")}</p>
        <FormAlert errors={reply?.formError ? [reply.formError] : null} />
        <div>
          <label htmlFor="complete-username" className="label">
            {t("fields.username")}
            <span aria-hidden="true" className="text-red-600"> *</span>
          </label>
          <input
            id="complete-username"
            name="username"
            type="text"
            autoComplete="username"
            required
            defaultValue={reply?.username ?? username}
            data-autofocus
            className="input mt-1"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? "complete-username-error" : undefined}
          />
          <ErrorList id="complete-username-error" errors={errors.username} />
        </div>
        {gaps.privacyPolicy || gaps.terms ? (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t("profiles.complete.acceptances")}</legend>
            {boxes
              .filter((box) => gaps[box.gap])
              .map((box) => (
                <div key={box.name} className="flex items-start gap-3">
                  <input
                    id={`complete-${box.name}`}
                    name={box.name}
                    type="checkbox"
                    defaultChecked={reply?.accepted?.[box.name]}
                    className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-600"
                    aria-invalid={errors[box.name] ? true : undefined}
                    aria-describedby={errors[box.name] ? "complete-accept-error" : undefined}
                  />
                  <label htmlFor={`complete-${box.name}`} className="text-sm text-slate-800">
                    {t(box.label)}
                  </label>
                </div>
              ))}
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
      {reply?.notice ? <Toasts notice={reply.notice} /> : null}
    </RouteDialog>
  );
}
