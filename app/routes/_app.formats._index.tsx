import { sectionLoader } from "~/lib/section.server";
import { SectionPage, sectionMeta } from "~/ui/section-page";

export const loader = sectionLoader("formats");
export const meta = sectionMeta;
export default SectionPage;
