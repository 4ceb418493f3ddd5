import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MoveButtons } from "~/ui/lists/move-buttons";
import { useTranslation } from "react-i18next";
import { tabList } from "~/domains/events/event-workspace.server";
import { moveRelease } from "~/domains/events/ticket-releases.server";
import { ticketReleases } from "~/domains/events/events.resources";
import { EventTabList } from "~/domains/events/event-tab-list";

export const loader = (args: LoaderFunctionArgs) => tabList(ticketReleases, "ticket-releases", args);
export const action = (args: ActionFunctionArgs) => moveRelease(args);

export default function TicketReleasesTab() {
  const { t } = useTranslation();
  return (
    <EventTabList
      resource={ticketReleases}
      tab="ticket-releases"
      rowExtras={(row) => (
        <MoveButtons
          name="release"
          id={row._id}
          upLabel={t("releases.moveUp", { name: String(row.name ?? "") })}
          downLabel={t("releases.moveDown", { name: String(row.name ?? "") })}
        />
      )}
    />
  );
}
