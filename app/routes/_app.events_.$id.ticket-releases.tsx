import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLocation } from "@remix-run/react";
import { ArrowDownIcon, ArrowUpIcon } from "@heroicons/react/20/solid";
import { useTranslation } from "react-i18next";
import { tabList } from "~/lib/event-workspace.server";
import { moveRelease } from "~/lib/ticket-releases.server";
import { ticketReleases } from "~/resources/events";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(ticketReleases, "ticket-releases", args);
export const action = (args: ActionFunctionArgs) => moveRelease(args);

export default function TicketReleasesTab() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <EventTabList
      resource={ticketReleases}
      tab="ticket-releases"
      rowExtras={(row) => (
        <Form method="post" action={`.${search}`} className="inline-flex gap-1" preventScrollReset>
          <input type="hidden" name="release" value={row._id} />
          <button type="submit" name="direction" value="up" className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("releases.moveUp", { name: String(row.name ?? "") })}>
            <ArrowUpIcon className="h-4 w-4" aria-hidden="true" />
          </button>
          <button type="submit" name="direction" value="down" className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("releases.moveDown", { name: String(row.name ?? "") })}>
            <ArrowDownIcon className="h-4 w-4" aria-hidden="true" />
          </button>
        </Form>
      )}
    />
  );
}
