import { auditSpecs } from "./audit.support";

auditSpecs("nojs");
