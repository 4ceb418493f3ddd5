import type { LoaderFunctionArgs } from "@remix-run/node";
import { sectionLoader } from "~/lib/section.server";
import { SectionPage, sectionMeta } from "~/ui/section-page";

export function loader(args: LoaderFunctionArgs) {
  return sectionLoader("imagesSelect", args);
}
export const meta = sectionMeta;
export default SectionPage;
