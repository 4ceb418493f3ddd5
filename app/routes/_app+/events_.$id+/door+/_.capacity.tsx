// The door's capacity of an event, set by the venue (the counters warn at 90%). Opened as a page, it is the door.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { setCapacity } from "~/domains/reservations/door-entries.server";
import { eventPath } from "~/domains/events/event-workspace.server";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(eventPath(params.id ?? "", "door"));
export const action = (args: ActionFunctionArgs) => setCapacity(args);
