import type { LoaderFunctionArgs } from "@remix-run/node";
import { galleyTab } from "~/domains/galley-cloakroom/galley.server";
import { GalleyTab } from "~/domains/galley-cloakroom/night";

export const loader = (args: LoaderFunctionArgs) => galleyTab(args);
export default GalleyTab;
