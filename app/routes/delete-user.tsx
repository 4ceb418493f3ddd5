import type { LoaderFunctionArgs } from "@remix-run/node";
import { infoLoader } from "~/lib/info-page.server";
import { InfoPage, infoMeta } from "~/ui/info-page";

export function loader(args: LoaderFunctionArgs) {
  return infoLoader("deleteUser", args);
}
export const meta = infoMeta;
export default InfoPage;
