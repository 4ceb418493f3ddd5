import { tableMapSpecs } from "./table-map.support";

tableMapSpecs("nojs");
