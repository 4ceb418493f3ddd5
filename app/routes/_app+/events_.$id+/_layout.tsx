import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { eventWorkspace } from "~/domains/events/event-workspace.server";
import { BarBoardLink } from "~/domains/orders/bar-board";
import { EventHeader, EventTabs } from "~/domains/events/event-workspace";

export const loader = async (args: LoaderFunctionArgs) => json(await eventWorkspace(args));
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.event.name }];

export default function EventWorkspace() {
  const { event, phase, tabs, barBoard } = useLoaderData<typeof loader>();
  return (
    <>
      {barBoard && phase !== "past" ? <BarBoardLink eventId={event._id} /> : null}
      <EventHeader event={event} phase={phase} />
      <EventTabs eventId={event._id} tabs={tabs} />
      <Outlet />
    </>
  );
}
