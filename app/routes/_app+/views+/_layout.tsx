import { ViewsPage } from "~/domains/views/views-page";
import { viewsPage } from "~/domains/views/views.server";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = viewsPage;
export const meta = sectionMeta;
export default ViewsPage;
