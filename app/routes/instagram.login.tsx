import { infoLoader } from "~/lib/info-page.server";
import { InfoPage, infoMeta } from "~/ui/info-page";

export const loader = infoLoader("instagramLogin");
export const meta = infoMeta;
export default InfoPage;
