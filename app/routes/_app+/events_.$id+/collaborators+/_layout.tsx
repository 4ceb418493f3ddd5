import type { LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { collaboratorList } from "~/domains/people/collaborators.server";
import { CollaboratorsTab } from "~/domains/people/collaborators-page";

export const loader = async (args: LoaderFunctionArgs) => collaboratorList(args, await venueTab(args, "collaborators"));
export default CollaboratorsTab;
