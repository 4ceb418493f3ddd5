import { sectionLoader } from "~/lib/section.server";
import { SectionPage, sectionMeta } from "~/ui/section-page";

export const loader = sectionLoader("orders");
export const meta = sectionMeta;
export default SectionPage;
