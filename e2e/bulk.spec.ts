import { bulkListSpecs, bulkScopeSpecs, bulkSpecs } from "./bulk.support";

bulkSpecs("js");
bulkListSpecs("js");
bulkScopeSpecs();
