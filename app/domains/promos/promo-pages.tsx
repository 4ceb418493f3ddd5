// A promo's details as a dialog over the promos list (a page without JavaScript): what the user is offered, what it
// costs or saves, the free spins it gives, and the latest scans of it.
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatMoney, Badge } from "~/ui/shell-kit";
import { promoTypeTones } from "~/domains/promos/promos.resources";
import type { promoDetail } from "./promos.server";
import { RouteDialog } from "~/ui/forms/route-dialog";

export function PromoDetailDialog() {
  const { t, i18n } = useTranslation();
  const { promo, type, scans } = useLoaderData<typeof promoDetail>();
  const { search } = useLocation();
  const money = (value: unknown) => (typeof value === "number" ? formatMoney(value, i18n.language) : "—");
  const saving =
    type === "redemption" && typeof promo.originalPrice === "number" && typeof promo.price === "number"
      ? promo.originalPrice - promo.price
      : null;
  const rows: [string, React.ReactNode][] = [
    ["fields.venue", promo.discoName ?? "—"],
    ["fields.status", t(`night.promos.statuses.${promo.status ?? "enabled"}`)],
    ["fields.price", money(promo.price)],
    ...(type === "redemption"
      ? ([
          ["night.promos.originalPrice", money(promo.originalPrice)],
          ["night.promos.saving", money(saving)],
        ] as [string, React.ReactNode][])
      : []),
    ["night.promos.freeSpins", String(promo.freeSpins ?? 0)],
    ["night.promos.stock", String(promo.stock ?? "—")],
    ["night.promos.expirationDate", typeof promo.expirationDate === "string" ? formatDate(promo.expirationDate) : "—"],
    ["night.promos.notificationText", promo.notificationText || "—"],
  ];
  return (
    <RouteDialog title={promo.name ?? ""} closeTo={`/promos${search}`}>
      <Badge tone={promoTypeTones[type]}>{t(`night.promos.types.${type}`)}</Badge>
      <p className="mt-2 text-sm text-slate-600">{t(`night.promos.typeHints.${type}`)}</p>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(label)}</dt>
            <dd className="mt-0.5 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">{t("night.promos.scans", { count: scans.total })}</h3>
      {scans.latest.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t("night.promos.noScans")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {scans.latest.map((scan) => (
            <li key={scan._id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span>{scan.userName ?? ""}</span>
              <span className="text-slate-500">
                {typeof scan.createdAt === "string" ? formatDateTime(scan.createdAt) : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex justify-end">
        <Link to={`/promos${search}`} className="btn-secondary" preventScrollReset>
          {t("dialog.close")}
        </Link>
      </div>
    </RouteDialog>
  );
}
