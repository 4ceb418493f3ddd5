// The users list (spec section 3): the shared list with, on each row, a disable confirmed first (user-disable.tsx) or
// a one-click enable, a form post that works without JavaScript; with it, a fetcher that keeps the page and its
// scroll. Many users at once go through the bulk bar (decision 023).
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { userBulkOffer, userName, users } from "~/domains/people/users.resources";
import { ResourceListPage, usePaths } from "~/resource/table-kit";
import { Icon } from "~/ui/frame-kit";
import { DisabledUserUndo } from "./user-disable";

type Row = Record<string, unknown> & { _id: string };

/** A disable is a link to its confirmation (a dialog over the list); an enable, harmless, is one click. */
function EnabledSwitch({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const paths = usePaths(users);
  const fetcher = useFetcher();
  const enabled = row.isEnabled !== false;
  const busy = fetcher.state !== "idle";
  const name = userName(row);
  const to = `${paths.base}/${encodeURIComponent(row._id)}/enabled${search}`;
  if (enabled)
    return (
      <Link
        to={to}
        className="row-link-danger text-sm"
        aria-label={t("people.disableNamed", { name })}
        preventScrollReset
      >
        <Icon name="x-circle" className="h-4 w-4 shrink-0" />
        {t("people.disable")}
      </Link>
    );
  return (
    <fetcher.Form method="post" action={to} preventScrollReset>
      <input type="hidden" name="isEnabled" value="true" />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        aria-label={t("people.reenableNamed", { name })}
      >
        {busy ? t("people.working") : t("people.reenable")}
      </button>
    </fetcher.Form>
  );
}

export function UsersListPage() {
  const paths = usePaths(users);
  return (
    <>
      <ResourceListPage resource={users} rowExtras={(row) => <EnabledSwitch row={row} />} bulk={userBulkOffer} />
      <DisabledUserUndo base={paths.base} />
    </>
  );
}
