import type { LoaderFunctionArgs } from "@remix-run/node";
import { cloakroomTab } from "~/lib/cloakroom.server";
import { CloakroomTab } from "~/ui/night";

export const loader = (args: LoaderFunctionArgs) => cloakroomTab(args);
export default CloakroomTab;
