import { infoLoader } from "~/lib/info-page.server";
import { InfoPage, infoMeta } from "~/ui/info-page";

export const loader = infoLoader("instagram");
export const meta = infoMeta;
export default InfoPage;
