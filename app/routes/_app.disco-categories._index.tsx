import { sectionLoader } from "~/lib/section.server";
import { SectionPage, sectionMeta } from "~/ui/section-page";

export const loader = sectionLoader("discoCategories");
export const meta = sectionMeta;
export default SectionPage;
