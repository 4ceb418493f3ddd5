import type { LoaderFunctionArgs } from "@remix-run/node";
import { firstEventTab } from "~/lib/event-workspace.server";

export const loader = (args: LoaderFunctionArgs) => firstEventTab(args);
