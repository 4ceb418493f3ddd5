// The period of a KPI page (`from`/`to` in the URL) as a GET form, so the whole state stays in the URL and the page
// works without JavaScript: the two days with their errors beside them, any further controls, and the submit button.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/ui/shell-kit";
import { SubmitButton } from "~/ui/forms/forms";
import { maxPeriodDays, type Period, type PeriodField } from "./kpi";

export function PeriodForm({
  idPrefix,
  input,
  errors,
  children,
}: {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** What the fields show: the URL's values, even when they are wrong. */
  input: Period;
  /** Error keys of `parsePeriod`, per field. */
  errors: Partial<Record<PeriodField, string>>;
  /** More controls submitted with the period (an event, say). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dateField = (name: PeriodField) => {
    const error = errors[name];
    const id = `${idPrefix}-${name}`;
    return (
      <div>
        <label htmlFor={id} className="label">
          {t(`statistics.${name}`)}
        </label>
        <input
          id={id}
          key={input[name]}
          type="date"
          name={name}
          defaultValue={input[name]}
          className="input mt-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 max-w-xs text-sm text-red-700">
            {t(error, { days: maxPeriodDays })}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form
      method="get"
      className="mb-6 flex flex-wrap items-start gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      preventScrollReset
    >
      <fieldset className="flex flex-wrap items-start gap-3">
        <legend className="sr-only">{t("statistics.periodLegend")}</legend>
        {dateField("from")}
        {dateField("to")}
      </fieldset>
      {children}
      <div className="self-end">
        <SubmitButton className="btn-primary" pendingText={t("statistics.applying")}>
          {t("statistics.apply")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The notice shown instead of the figures while the period is wrong. */
export function FixPeriodNotice() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t("statistics.fixPeriod")}
    </p>
  );
}

export type EventChoice = { id: string; name: string; startDate: string };

/** A period form's event picker: every event, or one (its name and day). */
export function EventSelect({
  idPrefix,
  events,
  eventId,
  hint,
}: {
  idPrefix: string;
  events: readonly EventChoice[];
  eventId: string | null;
  /** What choosing an event does to the period, when it is not obvious. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-event`;
  return (
    <div className="min-w-[14rem] flex-1">
      <label htmlFor={id} className="label">
        {t("statistics.event")}
      </label>
      <select
        id={id}
        name="eventId"
        defaultValue={eventId ?? ""}
        key={eventId ?? ""}
        className="input mt-1"
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <option value="">{t("statistics.allEvents")}</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.startDate ? `${event.name} · ${formatDate(event.startDate)}` : event.name}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 max-w-xs text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
