import { sectionLoader } from "~/lib/section.server";
import { SectionPage, sectionMeta } from "~/ui/section-page";

export const loader = sectionLoader("spinGifts");
export const meta = sectionMeta;
export default SectionPage;
