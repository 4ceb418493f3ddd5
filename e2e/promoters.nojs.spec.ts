import { promoterLedgerSpecs } from "./promoters.support";

promoterLedgerSpecs("nojs");
