// Undoes an entry at the door (its maker within minutes, anyone working the door later with a reason). Opened as a
// page, it is the door.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { undo } from "~/domains/reservations/door-entries.server";
import { toTheDoor } from "~/domains/reservations/door.server";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => toTheDoor(args));
export const action = (args: ActionFunctionArgs) => undo(args);
