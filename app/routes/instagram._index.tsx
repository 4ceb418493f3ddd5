import type { LoaderFunctionArgs } from "@remix-run/node";
import { infoLoader } from "~/domains/account/info-page.server";
import { InfoPage, infoMeta } from "~/domains/account/info-page";

export function loader(args: LoaderFunctionArgs) {
  return infoLoader("instagram", args);
}
export const meta = infoMeta;
export default InfoPage;
