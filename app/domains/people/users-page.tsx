// The users list (spec section 3): the shared list with a one-click enable/disable on each row, a form post that
// works without JavaScript; with it, a fetcher that keeps the page and its scroll. Many users at once go through the
// bulk bar (decision 023).
import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { userBulkOffer, userName, users } from "~/domains/people/users.resources";
import { ResourceListPage, usePaths } from "~/resource/resource-pages";

type Row = Record<string, unknown> & { _id: string };

function EnabledSwitch({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const paths = usePaths(users);
  const fetcher = useFetcher();
  const enabled = row.isEnabled !== false;
  const busy = fetcher.state !== "idle";
  const name = userName(row);
  return (
    <fetcher.Form
      method="post"
      action={`${paths.base}/${encodeURIComponent(row._id)}/enabled${search}`}
      preventScrollReset
    >
      <input type="hidden" name="isEnabled" value={String(!enabled)} />
      <button
        type="submit"
        disabled={busy}
        className={`rounded-md px-2.5 py-1 text-xs font-semibold ring-1 ring-inset disabled:opacity-60 ${
          enabled
            ? "bg-white text-red-700 ring-red-200 hover:bg-red-50"
            : "bg-emerald-600 text-white ring-emerald-600 hover:bg-emerald-700"
        }`}
        aria-label={t(enabled ? "people.disableNamed" : "people.enableNamed", { name })}
      >
        {busy ? t("people.working") : t(enabled ? "people.disable" : "people.enable")}
      </button>
    </fetcher.Form>
  );
}

export function UsersListPage() {
  return <ResourceListPage resource={users} rowExtras={(row) => <EnabledSwitch row={row} />} bulk={userBulkOffer} />;
}
