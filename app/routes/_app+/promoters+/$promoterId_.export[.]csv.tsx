export { promoterDetailCsv as loader } from "~/domains/promoters/ledger.server";
