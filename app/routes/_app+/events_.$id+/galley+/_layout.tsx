import type { LoaderFunctionArgs } from "@remix-run/node";
import { galleyTab } from "~/domains/galley-cloakroom/galley.server";
import { GalleyTab } from "~/domains/galley-cloakroom/galley-page";

export const loader = (args: LoaderFunctionArgs) => galleyTab(args);
export default GalleyTab;
