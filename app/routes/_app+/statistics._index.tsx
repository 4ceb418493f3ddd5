// Statistics of the venue's events (admin: every venue) over a period, optionally one event: the period and the event
// are a GET form, so the whole state is in the URL and the page works without JavaScript.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccess } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parsePeriod, type PeriodField } from "~/domains/insight/kpi";
import { loadStatistics, statisticsVenue } from "~/domains/insight/statistics.server";
import { EventSelect, FixPeriodNotice, PeriodForm } from "~/domains/insight/period-form";
import { PageHeader, sectionMeta } from "~/ui/shell/section-page";
import { events as eventsResource } from "~/domains/events/events.resources";
import { findRecord } from "~/resource/resource.server";
import { eventChoices } from "~/domains/insight/event-choices.server";
import { StatisticsPanel } from "~/domains/insight/statistics-panel";

export async function loader({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "statistics");
  const params = new URL(request.url).searchParams;
  const parsed = parsePeriod(params, new Date());
  const rawEvent = params.get("eventId") ?? "";
  const eventId = /^[A-Za-z0-9_-]{1,64}$/.test(rawEvent) ? rawEvent : null;
  const venue = statisticsVenue(signed);
  // The event asked for is read through the user's reach first (decision 047): the dashboard's own filters are the
  // upstream's courtesy, so another venue's event is not-found here, not its figures.
  if (eventId) await findRecord(eventsResource, signed, eventId);
  const [events, { t }, data] = await Promise.all([
    eventChoices(signed, venue, request, eventId),
    getTranslator(request),
    parsed.ok ? loadStatistics(signed, { ...parsed.period, eventId }) : Promise.resolve(null),
  ]);
  return json({
    title: t("sections.statistics.title"),
    input: parsed.input,
    errors: (parsed.ok ? {} : parsed.errors) as Partial<Record<PeriodField, string>>,
    eventId,
    events,
    data,
  });
}

export const meta = sectionMeta;

export default function Statistics() {
  const { input, errors, eventId, events, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("sections.statistics.title")} description={t("sections.statistics.description")} />
      <PeriodForm idPrefix="statistics" input={input} errors={errors}>
        <EventSelect idPrefix="statistics" page="statistics" found={events} eventId={eventId} />
      </PeriodForm>
      {data ? <StatisticsPanel data={data} /> : <FixPeriodNotice />}
    </>
  );
}
