import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventTab } from "~/domains/events/event-workspace.server";
import { formatDate } from "~/ui/shell-kit";
import { defaultPeriod, parsePeriod } from "~/domains/insight/kpi";
import { loadStatistics } from "~/domains/insight/statistics.server";
import { PageHeader } from "~/ui/shell/section-page";
import { StatisticsPanel } from "~/domains/insight/statistics-panel";

// The event's figures over a period in the URL (the last 30 days unless `from` and `to` say otherwise), read at the
// same time as the workspace's header.
export const loader = async (args: LoaderFunctionArgs) => {
  const { signed, eventId } = await eventTab(args, "statistics");
  const now = new Date();
  const parsed = parsePeriod(new URL(args.request.url).searchParams, now);
  const period = parsed.ok ? parsed.period : defaultPeriod(now);
  return json({ data: await loadStatistics(signed, { ...period, eventId }) });
};

export default function EventStatisticsTab() {
  const { t } = useTranslation();
  const { data } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeader
        level={2}
        title={t("eventTabs.statistics")}
        description={`${t("eventTabDescriptions.statistics")} ${t("events.statisticsPeriod", { from: formatDate(data.period.from), to: formatDate(data.period.to) })}`}
      />
      <StatisticsPanel data={data} idPrefix="event-statistics" />
    </section>
  );
}
