// The notification composer (spec sections 3 and 5): title and body with live character counters once JavaScript
// runs (their limits in words before), the audience for an admin, then a confirmation that says how many people the
// notification reaches. Every step is a form post, so it works the same without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FormValues, FoundOptions, Option } from "~/resource/fields";
import { SearchWithoutScript } from "~/resource/picker-fallback";
import {
  characterBudget,
  notificationFieldsOf,
  notificationLimits,
  type NotificationDraft,
} from "~/domains/notifications/notifications";
import { useFieldForm } from "~/resource/field-form";
import { EnterSubmits, ErrorList, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { useHydrated } from "~/ui/shell-kit";

const ServerSelect = lazy(() => import("~/ui/forms/server-select"));

function TextWithCounter({
  name,
  label,
  limit,
  defaultValue,
  errors,
  multiline,
  first,
}: {
  name: "title" | "body";
  label: string;
  limit: number;
  defaultValue: string;
  errors?: string[];
  multiline?: boolean;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [text, setText] = useState(defaultValue);
  const budget = characterBudget(text, limit);
  const id = `notification-${name}`;
  const invalid = Boolean(errors?.length);
  const common = {
    id,
    name,
    defaultValue,
    onInput: (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.currentTarget.value),
    className: "input mt-1",
    "aria-invalid": invalid || undefined,
    "aria-required": true,
    "aria-describedby": `${id}-count${invalid ? ` ${id}-error` : ""}`,
    "data-autofocus": first || undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type="text" />}
      {/* Before JavaScript the limit is said in words; after, a live counter that turns red over it. */}
      <p
        id={`${id}-count`}
        className={`mt-1 text-xs ${hydrated && budget.over ? "font-medium text-red-700" : "text-slate-500"}`}
        aria-live={hydrated ? "polite" : undefined}
        data-testid={`${name}-counter`}
      >
        {hydrated
          ? budget.over
            ? t("notify.overBy", { count: -budget.left, limit })
            : t("notify.counter", { used: budget.used, limit })
          : t("notify.limit", { limit })}
      </p>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

export type AdminAudience = { allUsers: number; venues: Option[] };

/**
 * The form of a new notification; `audience` is only the admin's (all users, or one venue's followers). Its rules are
 * the sender's field list, checked in the browser before the review is asked for and again by the action.
 */
export function NotificationForm({
  values,
  lastResult,
  audience,
  recipientsNote,
  footer,
  first,
  found,
}: {
  values: FormValues;
  lastResult?: SubmissionResult<string[]>;
  audience?: AdminAudience;
  /** The venues the search beside the venue's select found, without JavaScript. */
  found?: FoundOptions;
  /** Who receives it, said before anything is sent (a venue's followers). */
  recipientsNote?: ReactNode;
  /** Buttons besides the one that goes on to the confirmation. */
  footer?: ReactNode;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(String(values.audience || "all"));
  const [form, fields] = useFieldForm({
    id: "notification",
    fields: notificationFieldsOf({ global: Boolean(audience) }),
    lastResult,
    defaultValue: values,
  });
  const errors = {
    title: fields.title.errors,
    body: fields.body.errors,
    audience: fields.audience?.errors,
    discoId: fields.discoId?.errors,
  };
  return (
    <Form method="post" className="space-y-5" preventScrollReset key={JSON.stringify(values)} {...getFormProps(form)}>
      <EnterSubmits name="intent" value="review" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextWithCounter
        name="title"
        label={t("fields.title")}
        limit={notificationLimits.title}
        defaultValue={String(values.title ?? "")}
        errors={errors.title}
        first={first}
      />
      <TextWithCounter
        name="body"
        label={t("notify.body")}
        limit={notificationLimits.body}
        defaultValue={String(values.body ?? "")}
        errors={errors.body}
        multiline
      />
      {audience ? (
        <fieldset>
          <legend className="label">{t("notify.audience")}</legend>
          <div className="mt-2 space-y-2">
            {(["all", "followers"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="audience"
                  value={value}
                  defaultChecked={chosen === value}
                  onChange={() => setChosen(value)}
                  className="h-4 w-4 border-slate-300 text-brand-600"
                />
                {value === "all"
                  ? t("notify.audienceAll", { count: audience.allUsers })
                  : t("notify.audienceFollowers")}
              </label>
            ))}
          </div>
          <ErrorList errors={errors.audience} />
          {/* Without JavaScript the venue is always there to choose; with it, only for a venue's followers. */}
          <div className={`mt-3 max-w-md pl-6 ${hydrated && chosen !== "followers" ? "hidden" : ""}`}>
            <label htmlFor="notification-discoId" className="label">
              {t("fields.venue")}
            </label>
            <VenueSelect
              values={values}
              venues={found?.options ?? audience.venues}
              found={found}
              invalid={Boolean(errors.discoId?.length)}
            />
            <p className="mt-1 text-xs text-slate-500">{t("notify.venueHint")}</p>
            <ErrorList id="notification-discoId-error" errors={errors.discoId} />
          </div>
        </fieldset>
      ) : null}
      {recipientsNote ? (
        <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">{recipientsNote}</p>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        {footer}
        <SubmitButton className="btn-primary" name="intent" value="review" pendingText={t("notify.reviewing")}>
          {t("notify.review")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function VenueSelect({
  values,
  venues,
  found,
  invalid,
}: {
  values: FormValues;
  venues: Option[];
  found?: FoundOptions;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const current = String(values.discoId ?? "");
  const plain = (
    <select
      id="notification-discoId"
      name="discoId"
      defaultValue={current}
      className="input mt-1"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? "notification-discoId-error" : undefined}
    >
      <option value="">{t("list.choose")}</option>
      {venues.map((venue) => (
        <option key={venue.value} value={venue.value}>
          {venue.label}
        </option>
      ))}
    </select>
  );
  // Without JavaScript a search of its own beside it (the action answers with what it found).
  if (!hydrated)
    return (
      <>
        {plain}
        <SearchWithoutScript id="notification-discoId" name="discoId" label={t("fields.venue")} found={found} />
      </>
    );
  return (
    <Suspense fallback={plain}>
      <ServerSelect
        id="notification-discoId"
        name="discoId"
        label={t("fields.venue")}
        source="/options/notificationLogs/discoId"
        initial={venues}
        defaultValue={[current]}
        invalid={invalid}
        describedBy={invalid ? "notification-discoId-error" : undefined}
      />
    </Suspense>
  );
}

/** The confirmation: what is sent, to how many; back to the form with everything kept, or send. */
export function NotificationConfirm({
  draft,
  recipients,
  venueName,
  error,
  own,
}: {
  draft: NotificationDraft;
  /** Null: withheld (decision 049), only for a venue's own followers. */
  recipients: number | null;
  venueName: string | null;
  error?: string;
  own: boolean;
}) {
  const { t } = useTranslation();
  const toAll = draft.audience === "all";
  const who = toAll
    ? t("notify.toAll", { count: recipients ?? 0 })
    : own
      ? recipients === null
        ? t("notify.toOwnFollowersWithheld")
        : t("notify.toOwnFollowers", { count: recipients })
      : t("notify.toFollowersOf", { count: recipients ?? 0, venue: venueName ?? "" });
  return (
    <div className="space-y-4">
      <p className="text-slate-700" data-testid="notification-recipients">
        {who}
      </p>
      <figure className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <figcaption className="font-semibold text-slate-900">{draft.title}</figcaption>
        <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{draft.body}</p>
      </figure>
      <p className="text-sm text-slate-600">{toAll ? t("notify.sureToSendAll") : t("notify.sureToSend")}</p>
      <FormAlert errors={error ? [error] : null} />
      <Form method="post" className="flex justify-end gap-2" preventScrollReset>
        <input type="hidden" name="title" value={draft.title} />
        <input type="hidden" name="body" value={draft.body} />
        <input type="hidden" name="audience" value={draft.audience} />
        <input type="hidden" name="discoId" value={draft.discoId ?? ""} />
        <button type="submit" name="intent" value="edit" className="btn-secondary">
          {t("notify.edit")}
        </button>
        <SubmitButton
          className={toAll ? "btn-primary bg-red-600 hover:bg-red-700" : "btn-primary"}
          name="intent"
          value="send"
          pendingText={t("notify.sending")}
        >
          {toAll ? t("notify.sendAll", { count: recipients ?? 0 }) : t("notify.send")}
        </SubmitButton>
      </Form>
    </div>
  );
}
