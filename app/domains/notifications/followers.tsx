// The followers section of a venue (decision 009): who follows it, with counts, and the notifications it sent; a tab
// each.
import { Icon } from "~/ui/frame-kit";
import { Link, NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/ui/shell-kit";

export const followersPaths = {
  list: "/followers",
  log: "/followers/notifications",
  compose: "/followers/notifications/new",
} as const;

export function FollowersTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: followersPaths.list, label: t("notify.tabs.followers") },
    { to: followersPaths.log, label: t("notify.tabs.sent") },
  ];
  return (
    <nav aria-label={t("notify.tabs.label")} className="mb-4 border-b border-slate-200">
      <ul className="-mb-px flex gap-6">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.to === followersPaths.list}
              className={({ isActive }) =>
                `inline-block border-b-2 px-1 pb-2 text-sm font-medium ${isActive ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FollowerCounts({ total, recent }: { total: number; recent: number }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { label: t("notify.followersTotal"), value: total, id: "followers-total" },
    { label: t("notify.followersRecent"), value: recent, id: "followers-recent" },
  ];
  return (
    <dl className="mb-4 grid max-w-xl grid-cols-2 gap-4">
      {figures.map((figure) => (
        <div key={figure.id} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={figure.id}>
            {formatNumber(figure.value, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The heading's button that opens the composer over the log. */
export function ComposeButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname === followersPaths.compose) return null;
  return (
    <Link to={followersPaths.compose} className="btn-primary" preventScrollReset>
      <Icon name="bell-alert" className="h-4 w-4" />
      {t("notify.compose")}
    </Link>
  );
}
