import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { events } from "~/domains/events/events.resources";
import { ResourceListPage, resourceMeta } from "~/resource/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(events, args);
export const meta = resourceMeta;
export default function EventsList() {
  return <ResourceListPage resource={events} recordHref={(row) => `/events/${encodeURIComponent(row._id)}`} />;
}
