import { auditAccessSpecs, auditSpecs } from "./audit.support";

auditSpecs("js");
auditAccessSpecs();
