import type { LoaderFunctionArgs } from "@remix-run/node";
import { doorPage } from "~/domains/reservations/door.server";
import { DoorTab } from "~/domains/reservations/door-page";

export const loader = (args: LoaderFunctionArgs) => doorPage(args);
export default DoorTab;
