import { promoterLedgerCsv } from "~/domains/promoters/ledger.server";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure(promoterLedgerCsv);
