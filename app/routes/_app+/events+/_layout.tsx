import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { eventsList } from "~/domains/events/events-list.server";
import { events } from "~/domains/events/events.resources";
import { TonightEvents } from "~/domains/events/tonight-events";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => eventsList(args);
export const meta = resourceMeta;
export default function EventsList() {
  const { rows, tonightTab } = useLoaderData<typeof loader>();
  return (
    <ResourceListPage
      resource={events}
      recordHref={(row) => `/events/${encodeURIComponent(row._id)}`}
      before={<TonightEvents rows={rows} tab={tonightTab} />}
    />
  );
}
