// The venue-level KPI charts (admin: every venue; a disco, format or structure: its own) over a period in the URL: a
// GET form, server-drawn SVG with tables, so the page works without JavaScript.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccess } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parsePeriod, type PeriodField } from "~/domains/insight/kpi";
import { loadStatistics } from "~/domains/insight/statistics.server";
import { KpiChartsPanel } from "~/domains/insight/kpi-charts-panel";
import { FixPeriodNotice, PeriodForm } from "~/domains/insight/period-form";
import { PageHeader, sectionMeta } from "~/ui/shell/section-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "charts");
  const parsed = parsePeriod(new URL(request.url).searchParams, new Date());
  const [{ t }, data] = await Promise.all([
    getTranslator(request),
    parsed.ok ? loadStatistics(signed, parsed.period) : Promise.resolve(null),
  ]);
  return json({
    title: t("sections.charts.title"),
    input: parsed.input,
    errors: (parsed.ok ? {} : parsed.errors) as Partial<Record<PeriodField, string>>,
    allVenues: signed.user.role === "admin",
    data,
  });
}

export const meta = sectionMeta;

export default function Charts() {
  const { input, errors, allVenues, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t("sections.charts.title")}
        description={`${t("sections.charts.description")} ${t(allVenues ? "insight.charts.allVenues" : "insight.charts.ownVenue")}`}
      />
      <PeriodForm idPrefix="charts" input={input} errors={errors} />
      {data ? <KpiChartsPanel data={data} /> : <FixPeriodNotice />}
    </>
  );
}
