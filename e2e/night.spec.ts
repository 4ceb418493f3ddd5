import { nightSpecs } from "./night.support";

nightSpecs("js");
