import { bulkListSpecs, bulkScopeSpecs, bulkSelectionSpecs, bulkSpecs } from "./bulk.support";

bulkSpecs("js");
bulkListSpecs("js");
bulkScopeSpecs();
bulkSelectionSpecs();
