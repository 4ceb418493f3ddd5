// A scan at the door (a scanner's code and Enter, or the camera): checks the guest of the code in at once, or asks to
// confirm a flagged guest or a group. Opened as a page, it is the door.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { scan } from "~/domains/reservations/door-entries.server";
import { eventPath } from "~/domains/events/event-workspace.server";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(eventPath(params.id ?? "", "door"));
export const action = (args: ActionFunctionArgs) => scan(args);
