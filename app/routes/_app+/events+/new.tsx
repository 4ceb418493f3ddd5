import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventPath } from "~/domains/events/event-workspace.server";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { events } from "~/domains/events/events.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(events, args);
// A new event opens in its workspace, where its ticket releases come next. Straight to the info tab
// (which whoever may create an event sees): a second redirect through /events/{id} would lose the notice.
export const action = (args: ActionFunctionArgs) =>
  resourceSave(events, args, {
    redirectTo: (saved) => (saved?._id ? eventPath(String(saved._id), "info") : "/events"),
  });
export default function NewEvent() {
  return <ResourceFormDialog resource={events} />;
}
