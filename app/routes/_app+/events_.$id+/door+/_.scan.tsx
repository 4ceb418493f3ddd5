// A scan at the door (a scanner's code and Enter, or the camera): checks the guest of the code in at once, or asks to
// confirm a flagged guest or a group. Opened as a page, it is the door.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { scan } from "~/domains/reservations/door-entries.server";
import { toTheDoor } from "~/domains/reservations/door.server";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => toTheDoor(args));
export const action = (args: ActionFunctionArgs) => scan(args);
