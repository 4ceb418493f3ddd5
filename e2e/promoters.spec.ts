import { promoterLedgerSpecs, promoterScopeSpecs } from "./promoters.support";

promoterLedgerSpecs("js");
promoterScopeSpecs();
