import { listFilterSpecs } from "./list-filters.support";

listFilterSpecs("nojs");
