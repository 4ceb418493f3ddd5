import type { LoaderFunctionArgs } from "@remix-run/node";
import { doorGuests } from "~/domains/reservations/door.server";

/** Tonight's guest list for the door's phone to keep for a search without network (JSON; the door's own check). */
export const loader = (args: LoaderFunctionArgs) => doorGuests(args);
