export { promoterLedgerCsv as loader } from "~/domains/promoters/ledger.server";
