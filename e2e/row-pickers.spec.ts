import { rowPickerSpecs } from "./row-pickers.support";

rowPickerSpecs("js");
