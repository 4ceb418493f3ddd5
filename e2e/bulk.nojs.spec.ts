import { bulkSpecs } from "./bulk.support";

bulkSpecs("nojs");
