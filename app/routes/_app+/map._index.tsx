// Banners and the app users' last locations (admin: all; a promoter: the venue's banners and the users within their
// reach), listed by the server and drawn on a Leaflet map once JavaScript runs. The kind shown is in the URL.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccess } from "~/core/auth/auth.server";
import { mapTiles } from "~/core/config/env.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseMapKind } from "~/domains/insight/map-points";
import { loadMapPoints, mapPageSize } from "~/domains/insight/map.server";
import { MapPage } from "~/domains/insight/map-page";
import { PageHeader, sectionMeta } from "~/ui/shell/section-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "map");
  const kind = parseMapKind(new URL(request.url).searchParams);
  const [{ t }, data] = await Promise.all([getTranslator(request), loadMapPoints(signed, kind)]);
  return json({
    title: t("sections.map.title"),
    kind,
    ...data,
    // A crowd's name is how many are there, in the reader's words.
    points: data.points.map((point) =>
      point.count === undefined ? point : { ...point, name: t("insight.map.crowd", { count: point.count }) },
    ),
    pageSize: mapPageSize,
    scoped: signed.user.role !== "admin",
    tiles: mapTiles,
  });
}

export const meta = sectionMeta;

export default function MapSection() {
  const { kind, points, unplaced, truncated, pageSize, scoped, tiles } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("sections.map.title")} description={t("sections.map.description")} />
      <MapPage {...{ kind, points, unplaced, truncated, pageSize, scoped, tiles }} />
    </>
  );
}
