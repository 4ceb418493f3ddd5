import { bulkLimitSpecs, bulkListSpecs, bulkSpecs } from "./bulk.support";

bulkSpecs("nojs");
bulkListSpecs("nojs");
bulkLimitSpecs();
