// The signed-in layout: requires a user and lays out the shell around every section.
import { defer, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Outlet,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { useEffect } from "react";
import { requireUser } from "~/core/auth/auth.server";
import { avatarUrl } from "~/core/shell/avatar.server";
import { flags } from "~/core/config/flags.server";
import { relatedFamilies, sidebarFor } from "~/core/access/navigation";
import { sectionKeyForPath, sectionPath } from "~/ui/shell-kit";
import { getDrawerState } from "~/core/shell/preferences.server";
import { completionRedirect } from "~/domains/venues/profiles.server";
import { openedChat, openedItem } from "~/core/shell/unread";
import { unreadForShell } from "~/domains/notifications/unread.server";
import { displayName, selectableVenues } from "~/core/auth/user";
import { forgetUnlessOwner, offlineOwner } from "~/domains/reservations/door-offline";
import { useSignOutSendsCheckIns } from "~/domains/reservations/door-sign-out";
import { GeneralErrorBoundary, layoutStaysOnLivePage } from "~/ui/frame-kit";
import { HeaderSearch } from "~/domains/search/header-search";
import { searches } from "~/domains/search/search-kinds";
import { Shell } from "~/ui/shell/shell";

export async function loader({ request }: LoaderFunctionArgs) {
  const signed = await requireUser(request);
  const { user, viewer, venueId } = signed;
  // FEATURE_PROFILE_COMPLETION: an incomplete profile opens the persistent dialog first, whatever page was asked for.
  const completion = completionRedirect(request, signed);
  if (completion) throw redirect(completion);
  // The unread counters are read side by side with the page's own loaders and never hold the document back for long.
  const [{ unread, setCookie }, drawer] = await Promise.all([unreadForShell(request, signed), getDrawerState(request)]);
  return defer(
    {
      user: {
        name: user.name,
        surname: user.surname,
        email: user.email,
        displayName: displayName(user),
        avatarSrc: user.profileImage || avatarUrl(user.email),
      },
      menu: sidebarFor(viewer, { devMenu: flags.devMenu }).map(({ key, path, menu }) => ({
        key,
        path,
        icon: menu!.icon,
      })),
      // The strips of related pages this viewer sees, each family of sections once; the shell draws the one holding the
      // page's section (the browser never loads the permissions table, decision 045).
      related: relatedFamilies(viewer),
      // The header's search box, for those who have the global search (decision 033).
      search: searches(viewer),
      venues: user.role === "user" ? selectableVenues(user) : [],
      venueId,
      drawer,
      unread,
      // Whose data a door's phone may hold; what another user or venue left there is dropped (door-offline.ts).
      offlineOwner: offlineOwner(signed),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/**
 * Opening a feedback, a report, a validation or a chat changes the counters: the shell reads them again then. A live
 * page reading itself again (live-data.ts) leaves the shell as it is.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !layoutStaysOnLivePage(args) &&
  (args.defaultShouldRevalidate ||
    openedItem(args.nextUrl.pathname) !== null ||
    openedChat(args.nextUrl.pathname) !== null);

type ShellData = ReturnType<typeof useLoaderData<typeof loader>>;

function AppShell({ data, children }: { data: ShellData; children: React.ReactNode }) {
  const location = useLocation();
  const theme = useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system";
  const currentKey = sectionKeyForPath(location.pathname);
  const current = currentKey ? { key: currentKey, path: sectionPath(currentKey) } : undefined;
  // A section's list and its dialogs show the related pages; a record's own workspace (deeper paths) has its own tabs.
  const depth = location.pathname.split("/").filter(Boolean).length;
  const related =
    current && depth <= current.path.split("/").filter(Boolean).length + 1
      ? (data.related.find((family) => family.includes(current.key)) ?? [])
      : [];
  return (
    <Shell
      user={data.user}
      theme={theme}
      menu={data.menu}
      venues={data.venues}
      venueId={data.venueId}
      drawer={data.drawer}
      unread={data.unread}
      current={current}
      related={related.map((key) => ({ key, path: sectionPath(key) }))}
      search={data.search ? <HeaderSearch /> : null}
    >
      {children}
    </Shell>
  );
}

export default function AppLayout() {
  const data = useLoaderData<typeof loader>();
  useEffect(() => forgetUnlessOwner(data.offlineOwner), [data.offlineOwner]);
  useSignOutSendsCheckIns(data.offlineOwner);
  return (
    <AppShell data={data}>
      <Outlet />
    </AppShell>
  );
}

/** A refused or failed section keeps the shell around its error, so the menu is still there. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/_app+/_layout");
  if (!data) return <GeneralErrorBoundary />;
  return (
    <AppShell data={data}>
      <GeneralErrorBoundary />
    </AppShell>
  );
}
