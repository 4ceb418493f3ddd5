// Statistics of the venue's events (admin: every venue) over a period, optionally one event: the period and the event
// are a GET form, so the whole state is in the URL and the page works without JavaScript.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccess } from "~/lib/auth.server";
import { formatDate } from "~/lib/format";
import { getTranslator } from "~/lib/i18n.server";
import { maxPeriodDays, parsePeriod, type PeriodField } from "~/lib/kpi";
import { loadStatistics, statisticsVenue } from "~/lib/statistics.server";
import { SubmitButton } from "~/ui/forms";
import { PageHeader, sectionMeta } from "~/ui/section-page";
import { StatisticsPanel } from "~/ui/statistics-panel";

type EventRow = { _id: string; name?: string; startDate?: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "statistics");
  const params = new URL(request.url).searchParams;
  const parsed = parsePeriod(params, new Date());
  const rawEvent = params.get("eventId") ?? "";
  const eventId = /^[A-Za-z0-9_-]{1,64}$/.test(rawEvent) ? rawEvent : null;
  const venue = statisticsVenue(signed);
  const [events, { t }, data] = await Promise.all([
    signed.api.list<EventRow>("/events", { limit: 100, sort: "-startDate", ...(venue ? { discoId: venue } : {}) }),
    getTranslator(request),
    parsed.ok ? loadStatistics(signed, { ...parsed.period, eventId }) : Promise.resolve(null),
  ]);
  return json({
    title: t("sections.statistics.title"),
    input: parsed.input,
    errors: parsed.ok ? {} : parsed.errors,
    eventId,
    events: events.items.map((event) => ({
      id: event._id,
      name: event.name ?? event._id,
      startDate: event.startDate ?? "",
    })),
    data,
  });
}

export const meta = sectionMeta;

export default function Statistics() {
  const { input, errors, eventId, events, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fieldErrors: Partial<Record<PeriodField, string>> = errors;
  const dateField = (name: PeriodField) => {
    const error = fieldErrors[name];
    const id = `statistics-${name}`;
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
    <>
      <PageHeader title={t("sections.statistics.title")} description={t("sections.statistics.description")} />
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
        <div className="min-w-[14rem] flex-1">
          <label htmlFor="statistics-event" className="label">
            {t("statistics.event")}
          </label>
          <select
            id="statistics-event"
            name="eventId"
            defaultValue={eventId ?? ""}
            key={eventId ?? ""}
            className="input mt-1"
          >
            <option value="">{t("statistics.allEvents")}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.startDate ? `${event.name} · ${formatDate(event.startDate)}` : event.name}
              </option>
            ))}
          </select>
        </div>
        <div className="self-end">
          <SubmitButton className="btn-primary" pendingText={t("statistics.applying")}>
            {t("statistics.apply")}
          </SubmitButton>
        </div>
      </Form>
      {data ? (
        <StatisticsPanel data={data} />
      ) : (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("statistics.fixPeriod")}
        </p>
      )}
    </>
  );
}
