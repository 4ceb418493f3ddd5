// The signed-in frame (spec section 2): a 280 px sidebar (a drawer below md), a header with logo, breadcrumb and
// profile menu. Everything works as links and form posts; JavaScript only makes it smoother.
import { Await, Form, useFetcher, useLocation } from "@remix-run/react";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { IconName, SectionKey } from "~/core/access/permissions";
import { badgeText, isCountedSection, type UnreadCounts } from "~/core/shell/unread";
import type { Theme } from "~/core/shell/theme";
import { Icon, SectionIcon, LanguageSwitch, Logo } from "~/ui/frame-kit";
import { ProfileMenu, type ProfileMenuUser } from "./profile-menu";
import { VenueSelector, type VenueOption } from "./venue-selector";
import { useActiveInStrip, useHydrated, isCurrentPath, routeAnchor, useRouteAnchors } from "~/ui/shell-kit";

type MenuEntry = { key: SectionKey; path: string; icon: IconName };

export type ShellProps = {
  user: ProfileMenuUser;
  /** The chosen colour theme (the root's), pressed in the profile menu. */
  theme: Theme;
  menu: MenuEntry[];
  venues: VenueOption[];
  venueId?: string;
  drawer: "open" | "closed";
  /** Unread items per sidebar section (admins): counted already, or on their way. */
  unread?: UnreadCounts | Promise<UnreadCounts>;
  current?: { key: SectionKey; path: string };
  /** Pages related to the current one (permissions.ts `relatedSections`): the sidebar entry and those reached from it. */
  related?: { key: SectionKey; path: string }[];
  /** The header's search box, for those who have the global search (its domain draws it). */
  search?: ReactNode;
  children: ReactNode;
};

export function Shell({
  user,
  theme,
  menu,
  venues,
  venueId,
  drawer,
  unread,
  current,
  related = [],
  search,
  children,
}: ShellProps) {
  const { t } = useTranslation();
  const drawerFetcher = useFetcher();
  const location = useLocation();
  const relatedStrip = useActiveInStrip<HTMLUListElement>();
  // The menus' links prefetch on intent, as <NavLink prefetch="intent"> did; the page's own route anchors navigate too.
  const menuLinks = useRouteAnchors({ prefetch: true });
  const pageLinks = useRouteAnchors();
  // Optimistic: the sidebar follows the toggle at once while the preference is saved.
  const pendingDrawer = drawerFetcher.formData?.get("drawer");
  const open = (typeof pendingDrawer === "string" ? pendingDrawer : drawer) === "open";
  const here = `${location.pathname}${location.search}`;
  // Below md the sidebar is a drawer. Without JavaScript it opens as the #sidebar target; with it, state does the
  // job, because client-side navigation does not update :target, and every navigation closes it.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLocation, setDrawerLocation] = useState(location.key);
  if (drawerLocation !== location.key) {
    setDrawerLocation(location.key);
    setDrawerOpen(false);
  }

  return (
    <div className="min-h-full" {...pageLinks.handlers}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute print:!hidden focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("app.skipToContent")}
      </a>
      <aside
        id="sidebar"
        aria-label={t("nav.sidebar")}
        className={`fixed inset-y-0 left-0 z-40 w-sidebar flex-col print:!hidden border-r border-slate-200 bg-white shadow-xl target:flex md:shadow-none ${
          drawerOpen ? "flex" : "hidden"
        } ${open ? "md:flex" : "md:hidden md:target:flex"}`}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <a
            {...routeAnchor}
            href="/"
            className="flex items-center gap-2 font-semibold text-slate-900"
            aria-label={t("app.home")}
          >
            <Logo />
            <span>{t("app.title")}</span>
          </a>
          <a
            href="#main"
            onClick={(event) => {
              event.preventDefault();
              setDrawerOpen(false);
            }}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 md:hidden"
            aria-label={t("nav.closeMenu")}
          >
            <Icon name="close" className="h-6 w-6" />
          </a>
        </div>
        {venues.length > 0 ? <VenueSelector venues={venues} venueId={venueId} /> : null}
        <nav aria-label={t("nav.primary")} className="flex-1 overflow-y-auto px-3 py-4" {...menuLinks.handlers}>
          <ul className="space-y-0.5" data-testid="sidebar-menu">
            {menu.map((entry) => {
              const active = isCurrentPath(location.pathname, entry.path);
              return (
                <li key={entry.key} className="relative">
                  <a
                    {...routeAnchor}
                    href={entry.path}
                    aria-current={active ? "page" : undefined}
                    aria-describedby={unread && isCountedSection(entry.key) ? `unread-${entry.key}` : undefined}
                    className="nav-item"
                  >
                    <SectionIcon name={entry.icon} />
                    {t(`sections.${entry.key}.menu`)}
                  </a>
                  {unread && isCountedSection(entry.key) ? <UnreadBadge section={entry.key} unread={unread} /> : null}
                </li>
              );
            })}
          </ul>
          {menuLinks.prefetchLinks}
        </nav>
        {/* On phones the header has no room for the language switch; it sits at the foot of the menu instead. */}
        <LanguageSwitch className="border-t border-slate-200 px-6 py-3 sm:hidden" />
        <Form method="post" action="/logout" className="border-t border-slate-200 p-3">
          <button
            type="submit"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t("nav.logout")}
          </button>
        </Form>
      </aside>

      <div className={open ? "md:pl-sidebar print:!pl-0" : undefined}>
        <header className="sticky top-0 z-30 flex h-16 print:!hidden items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
          <a
            href="#sidebar"
            onClick={(event) => {
              event.preventDefault();
              setDrawerOpen(true);
            }}
            className="rounded p-2 text-slate-600 hover:bg-slate-100 md:hidden"
            aria-label={t("nav.openMenu")}
            aria-expanded={drawerOpen}
            aria-controls="sidebar"
          >
            <Icon name="menu" className="h-6 w-6" />
          </a>
          <drawerFetcher.Form method="post" action="/preferences/drawer" className="hidden md:block">
            <input type="hidden" name="redirectTo" value={here} />
            <ViaFetcher />
            <button
              type="submit"
              name="drawer"
              value={open ? "closed" : "open"}
              className="rounded p-2 text-slate-600 hover:bg-slate-100"
              aria-label={open ? t("nav.collapseSidebar") : t("nav.expandSidebar")}
              aria-expanded={open}
              aria-controls="sidebar"
            >
              {open ? <Icon name="collapse-menu" className="h-5 w-5" /> : <Icon name="menu" className="h-5 w-5" />}
            </button>
          </drawerFetcher.Form>
          {!open ? (
            <a {...routeAnchor} href="/" className="hidden md:block" aria-label={t("app.home")}>
              <Logo className="h-7 w-7" />
            </a>
          ) : null}
          <nav aria-label={t("nav.breadcrumb")} className="min-w-0 flex-1">
            {current ? (
              <ol className="flex items-center gap-2 truncate text-sm text-slate-500">
                <li>
                  <a
                    {...routeAnchor}
                    href={current.path}
                    aria-current={isCurrentPath(location.pathname, current.path, true) ? "page" : undefined}
                    className={
                      isCurrentPath(location.pathname, current.path, true)
                        ? "font-semibold text-slate-900"
                        : "hover:text-slate-800"
                    }
                  >
                    {t(`sections.${current.key}.title`)}
                  </a>
                </li>
              </ol>
            ) : null}
          </nav>
          {search}
          <LanguageSwitch className="hidden sm:block" />
          <ProfileMenu user={user} theme={theme} />
        </header>
        {related.length > 0 ? (
          <nav
            aria-label={t("nav.related")}
            className="border-b border-slate-200 bg-white print:hidden"
            {...menuLinks.handlers}
          >
            {/* Scrolls sideways on a phone, a shadow at the edge that has more; a label never wraps or breaks. */}
            <ul
              ref={relatedStrip}
              className="scroll-fade mx-auto flex max-w-7xl snap-x snap-proximity scroll-px-4 gap-1 overflow-x-auto px-4 py-2 sm:px-6 lg:px-8"
            >
              {related.map((entry) => {
                const active = isCurrentPath(location.pathname, entry.path, true);
                return (
                  <li key={entry.key} className="shrink-0 snap-start">
                    <a
                      {...routeAnchor}
                      href={entry.path}
                      aria-current={active ? "page" : undefined}
                      className={`block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${
                        active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                      }`}
                    >
                      {t(`sections.${entry.key}.title`)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 print:max-w-none print:!p-0">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * Tells the preference action the toggle came through the fetcher (no redirect wanted), once hydrated. A leaf of its
 * own: the re-render that hydration's end causes stays here, so it never reaches the sidebar's streamed counters
 * while they are still hydrating (React error #421, which threw their server HTML away).
 */
function ViaFetcher() {
  return useHydrated() ? <input type="hidden" name="via" value="fetcher" /> : null;
}

/**
 * The number of unread items beside a sidebar entry (outside the link, which keeps its name; the link is described
 * by it). While new counts stream in, the last ones stay on screen.
 */
function UnreadBadge({ section, unread }: { section: SectionKey; unread: UnreadCounts | Promise<UnreadCounts> }) {
  const [last, setLast] = useState<UnreadCounts>({});
  const id = `unread-${section}`;
  const countOf = (counts: UnreadCounts) => counts[section as keyof UnreadCounts];
  // The link's description names this id whatever the count. It sits outside the streamed part: the server's HTML
  // holds the fallback and the streamed badge both until the page swaps them, and an id may appear only once.
  return (
    <span id={id}>
      <Suspense fallback={<CountBadge testId={id} count={countOf(last)} />}>
        <Await resolve={unread} errorElement={null}>
          {(counts) => <CountBadge testId={id} count={countOf(counts)} counts={counts} onShown={setLast} />}
        </Await>
      </Suspense>
    </span>
  );
}

function CountBadge({
  testId,
  count,
  counts,
  onShown,
}: {
  testId: string;
  count: number | undefined;
  counts?: UnreadCounts;
  onShown?: (counts: UnreadCounts) => void;
}) {
  const { t } = useTranslation();
  // Remembers the counts shown, once per new set, for the fallback while the next ones stream in.
  useEffect(() => {
    if (counts) onShown?.(counts);
  }, [counts, onShown]);
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid={testId}
      data-count={count}
      className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{t("notify.unread", { count })}</span>
    </span>
  );
}
