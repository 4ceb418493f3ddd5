import { promoterDetail } from "~/domains/promoters/ledger.server";
import { PromoterDetailPage } from "~/domains/promoters/ledger-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = promoterDetail;
export const meta = sectionMeta;
export default PromoterDetailPage;
