// Undoes an entry at the door (its maker within minutes, anyone working the door later with a reason). Opened as a
// page, it is the door.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { undo } from "~/domains/reservations/door-entries.server";
import { eventPath } from "~/domains/events/event-workspace.server";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(eventPath(params.id ?? "", "door"));
export const action = (args: ActionFunctionArgs) => undo(args);
