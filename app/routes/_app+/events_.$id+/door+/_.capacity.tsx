// The door's capacity of an event, set by the venue (the counters warn at 90%). Opened as a page, it is the door.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setCapacity } from "~/domains/reservations/door-entries.server";
import { toTheDoor } from "~/domains/reservations/door.server";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => toTheDoor(args));
export const action = (args: ActionFunctionArgs) => setCapacity(args);
