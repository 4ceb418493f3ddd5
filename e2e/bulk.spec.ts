import { bulkScopeSpecs, bulkSpecs } from "./bulk.support";

bulkSpecs("js");
bulkScopeSpecs();
