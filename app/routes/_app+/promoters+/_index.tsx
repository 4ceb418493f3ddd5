import { promoterLedger } from "~/domains/promoters/ledger.server";
import { PromoterLedgerPage } from "~/domains/promoters/ledger-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = promoterLedger;
export const meta = sectionMeta;
export default PromoterLedgerPage;
