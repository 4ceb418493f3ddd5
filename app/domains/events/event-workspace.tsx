// The event workspace's frame: a header with the event's name, venue, dates and state, and one tab per nested route
// (each a link, so a tab is a URL to share and works without JavaScript).
import { Icon } from "~/ui/frame-kit";
import { Link, useLocation } from "@remix-run/react";
import { isCurrentPath, routeAnchor, useRouteAnchors, formatDateTime, Badge, useActiveInStrip } from "~/ui/shell-kit";
import { useTranslation } from "react-i18next";
import type { EventTab } from "~/core/access/permissions";
import { eventPhaseTones, type EventPhase } from "~/domains/events/events.resources";

export type WorkspaceEvent = {
  _id: string;
  name: string;
  discoName?: string;
  startDate?: string;
  endDate?: string;
  hideOnApp?: boolean;
  isFestival?: boolean;
};

export function EventHeader({
  event,
  phase,
  compact = false,
}: {
  event: WorkspaceEvent;
  phase: EventPhase;
  /** One line (the door, worked on a phone with its keyboard open): the field and the first card stay in sight. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <header className="mb-2 flex min-w-0 items-center gap-1">
        <Link
          to="/events"
          aria-label={t("events.backToList")}
          className="-ml-2 inline-flex min-h-[44px] min-w-[44px] shrink-0 items-center justify-center text-slate-600 hover:text-brand-700"
        >
          <Icon name="arrow-left" className="h-5 w-5" />
        </Link>
        <h1 className="min-w-0 truncate text-lg font-semibold text-slate-900">{event.name}</h1>
        <span className="ml-auto hidden shrink-0 sm:inline-flex">
          <Badge tone={eventPhaseTones[phase]}>{t(`events.phases.${phase}`)}</Badge>
        </span>
      </header>
    );
  }
  return (
    <header className="mb-4">
      <Link
        to="/events"
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <Icon name="arrow-left" className="h-4 w-4" />
        {t("events.backToList")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{event.name}</h1>
        <Badge tone={eventPhaseTones[phase]}>{t(`events.phases.${phase}`)}</Badge>
        {event.hideOnApp ? <Badge tone="amber">{t("fields.hideOnApp")}</Badge> : null}
        {event.isFestival ? <Badge tone="blue">{t("fields.isFestival")}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {[
          event.discoName,
          event.startDate && event.endDate
            ? t("events.when", { start: formatDateTime(event.startDate), end: formatDateTime(event.endDate) })
            : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </header>
  );
}

export function EventTabs({ eventId, tabs }: { eventId: string; tabs: readonly EventTab[] }) {
  const { t } = useTranslation();
  const strip = useActiveInStrip<HTMLElement>();
  const { pathname } = useLocation();
  const tabLinks = useRouteAnchors({ prefetch: true });
  return (
    <nav
      ref={strip}
      {...tabLinks.handlers}
      aria-label={t("events.tabsLabel")}
      // Scrolls sideways on a phone, a shadow at the edge that has more; from `md` up every tab is in sight, the strip
      // wrapping onto a second line rather than hiding the last tabs (decision 036). A tab's label never wraps or
      // breaks.
      className="scroll-fade scroll-fade-page -mx-4 mb-6 snap-x snap-proximity scroll-px-4 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 md:overflow-visible"
    >
      <ul className="flex min-w-max gap-1 md:min-w-0 md:flex-wrap">
        {tabs.map((tab) => {
          const href = `/events/${encodeURIComponent(eventId)}/${tab}`;
          const active = isCurrentPath(pathname, href);
          return (
            <li key={tab} className="snap-start">
              <a
                {...routeAnchor}
                href={href}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium ${
                  active
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {t(`eventTabs.${tab}`)}
              </a>
            </li>
          );
        })}
      </ul>
      {tabLinks.prefetchLinks}
    </nav>
  );
}
