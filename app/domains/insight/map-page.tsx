// /map: the list of points is the page (server-rendered, readable without JavaScript or tiles); the Leaflet map above
// it is the enhancement, loaded as a chunk of its own once the page is hydrated.
import { Form } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, Badge, useHydrated } from "~/ui/shell-kit";
import { formatCoordinates, mapKinds, type MapKindFilter, type MapPoint } from "~/domains/insight/map-points";
import { SubmitButton } from "~/ui/forms/forms";

const PointsMap = lazy(() => import("./points-map.client"));

export type MapPageProps = {
  kind: MapKindFilter;
  points: MapPoint[];
  unplaced: number;
  truncated: boolean;
  pageSize: number;
  /** A promoter's view: the venue's banners and the users within their reach. */
  scoped: boolean;
  tiles: { url: string; attribution: string };
};

export function MapPage({ kind, points, unplaced, truncated, pageSize, scoped, tiles }: MapPageProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const banners = points.filter((point) => point.kind === "banner").length;
  const users = points.length - banners;
  return (
    <div className="space-y-4">
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        preventScrollReset
      >
        <div>
          <label htmlFor="map-kind" className="label">
            {t("insight.map.kind")}
          </label>
          <select id="map-kind" name="kind" defaultValue={kind} key={kind} className="input mt-1">
            {mapKinds.map((option) => (
              <option key={option} value={option}>
                {t(`insight.map.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton className="btn-primary" pendingText={t("statistics.applying")}>
          {t("statistics.apply")}
        </SubmitButton>
        <p className="text-sm text-slate-600" data-map-summary="">
          {t("insight.map.summary", { banners, users })}
          {scoped ? ` ${t("insight.map.promoterScope")} ${t("insight.map.crowdsOnly")}` : ""}
        </p>
      </Form>
      {hydrated ? (
        <Suspense fallback={<div className="h-[26rem] w-full rounded-lg bg-slate-100 ring-1 ring-slate-200" />}>
          <PointsMap points={points} tiles={tiles} label={t("insight.map.mapLabel")} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap gap-4 text-sm text-slate-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-full bg-violet-600" /> {t("insight.map.banner")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-teal-700" /> {t("insight.map.user")}
        </span>
      </div>
      {truncated ? <p className="text-sm text-amber-800">{t("insight.map.truncated", { count: pageSize })}</p> : null}
      {unplaced > 0 ? <p className="text-sm text-slate-600">{t("insight.map.unplaced", { count: unplaced })}</p> : null}
      <PointsTable points={points} />
    </div>
  );
}

function PointsTable({ points }: { points: MapPoint[] }) {
  const { t } = useTranslation();
  if (points.length === 0)
    return (
      <p className="rounded-lg bg-white p-6 text-center text-sm text-slate-500 ring-1 ring-slate-200">
        {t("insight.map.empty")}
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-map-points="">
        <caption className="px-4 py-3 text-left text-sm font-semibold text-slate-900">
          {t("insight.map.tableCaption")}
        </caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("insight.map.columns.kind")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("insight.map.columns.name")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("insight.map.columns.coordinates")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("insight.map.columns.time")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("insight.map.columns.details")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {points.map((point) => (
            <tr key={`${point.kind}-${point.id}`} data-kind={point.kind}>
              <td className="px-4 py-2">
                <Badge tone={point.kind === "banner" ? "blue" : "green"}>{t(`insight.map.${point.kind}`)}</Badge>
              </td>
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                {point.name}
              </th>
              <td className="whitespace-nowrap px-4 py-2 tabular-nums text-slate-700">{formatCoordinates(point)}</td>
              <td className="whitespace-nowrap px-4 py-2 tabular-nums text-slate-700">
                {point.time ? formatDateTime(point.time) : ""}
              </td>
              <td className="px-4 py-2 text-slate-600">
                {[
                  point.address,
                  point.reachKm !== undefined ? t("insight.map.reach", { km: point.reachKm }) : undefined,
                  point.isEnabled === false ? t("insight.map.disabled") : undefined,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
