import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { doorConflicts } from "~/domains/reservations/door.server";
import { resolveDoorConflict } from "~/domains/reservations/door-entries.server";
import { DoorConflictsPage } from "~/domains/reservations/door-conflicts-page";

/** The offline check-ins that found their guest already in: who, when, which phone; each resolved with a note. */
export const loader = (args: LoaderFunctionArgs) => doorConflicts(args);
export const action = (args: ActionFunctionArgs) => resolveDoorConflict(args);
export default DoorConflictsPage;
