import type { LoaderFunctionArgs } from "@remix-run/node";
import { cloakroomTab } from "~/domains/galley-cloakroom/cloakroom.server";
import { CloakroomTab } from "~/domains/galley-cloakroom/cloakroom-page";

export const loader = (args: LoaderFunctionArgs) => cloakroomTab(args);
export default CloakroomTab;
