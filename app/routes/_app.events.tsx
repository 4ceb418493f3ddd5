import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { events } from "~/resources/events";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(events, args);
export const meta = resourceMeta;
export default function EventsList() {
  return <ResourceListPage resource={events} recordHref={(row) => `/events/${encodeURIComponent(row._id)}`} />;
}
