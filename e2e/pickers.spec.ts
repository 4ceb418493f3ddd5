import { pickerSpecs } from "./pickers.support";

pickerSpecs("js");
