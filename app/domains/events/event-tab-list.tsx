// A tab of the event workspace that lists an entity of the event with the shared list machinery. Apart from the
// workspace's frame (event-workspace.tsx), which every tab draws: the door and the other tabs that are not lists do not
// load the list machinery.
import { useTranslation } from "react-i18next";
import type { EventTab } from "~/core/access/permissions";
import type { ResourceDefinition } from "~/resource/definition";
import { ResourceListPage } from "~/resource/table-kit";

/** A tab that lists an entity of the event with the shared list machinery. */
// The tabs have no CSV export of their own: the section lists (/reservations, /orders…) export across events.
export function EventTabList({
  resource,
  tab,
  rowExtras,
  before,
  actions,
  rowAllows,
}: { resource: ResourceDefinition; tab: EventTab } & Pick<
  Parameters<typeof ResourceListPage>[0],
  "rowExtras" | "before" | "actions" | "rowAllows"
>) {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource={resource}
      title={t(`eventTabs.${tab}`)}
      description={t(`eventTabDescriptions.${tab}`)}
      rowExtras={rowExtras}
      before={before}
      actions={actions}
      rowAllows={rowAllows}
      exportable={false}
    />
  );
}
