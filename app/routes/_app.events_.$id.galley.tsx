import type { LoaderFunctionArgs } from "@remix-run/node";
import { galleyTab } from "~/lib/galley.server";
import { GalleyTab } from "~/ui/night";

export const loader = (args: LoaderFunctionArgs) => galleyTab(args);
export default GalleyTab;
