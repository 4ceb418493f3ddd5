import { infoLoader } from "~/lib/info-page.server";
import { InfoPage, infoMeta } from "~/ui/info-page";

export const loader = infoLoader("deleteUser");
export const meta = infoMeta;
export default InfoPage;
