import { pickerSpecs } from "./pickers.support";

pickerSpecs("nojs");
