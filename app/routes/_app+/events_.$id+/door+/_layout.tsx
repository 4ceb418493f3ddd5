import type { LoaderFunctionArgs } from "@remix-run/node";
import { doorPage } from "~/domains/reservations/door.server";
import { DoorTab } from "~/domains/reservations/door-page";

/** A refresh that cannot reach the server keeps the page as it is (live-data.ts). */
export { keepPageWhenUnreachable as clientLoader } from "~/ui/live/live-data";
export const loader = (args: LoaderFunctionArgs) => doorPage(args);
export default DoorTab;
