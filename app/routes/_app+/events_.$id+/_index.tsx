import type { LoaderFunctionArgs } from "@remix-run/node";
import { firstEventTab } from "~/domains/events/event-workspace.server";

export const loader = (args: LoaderFunctionArgs) => firstEventTab(args);
