import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { layoutStaysOnLivePage } from "~/ui/frame-kit";
import { eventWorkspace } from "~/domains/events/event-workspace.server";
import { BarBoardLink } from "~/domains/orders/bar-board-link";
import { EventHeader, EventTabs } from "~/domains/events/event-workspace";

export const loader = async (args: LoaderFunctionArgs) => eventWorkspace(args);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.event.name }];
/** The door and the floor read themselves again; the event's header stays as it is meanwhile. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !layoutStaysOnLivePage(args) && args.defaultShouldRevalidate;

export default function EventWorkspace() {
  const { event, phase, tabs, barBoard } = useLoaderData<typeof loader>();
  // The door is worked on a phone with the keyboard open: its frame takes one line.
  const door = /\/door\/?$/.test(useLocation().pathname);
  return (
    <>
      {barBoard && phase !== "past" && !door ? <BarBoardLink eventId={event._id} /> : null}
      <EventHeader event={event} phase={phase} compact={door} />
      <EventTabs eventId={event._id} tabs={tabs} />
      <Outlet />
    </>
  );
}
