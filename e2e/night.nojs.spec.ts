import { nightSpecs } from "./night.support";

nightSpecs("nojs");
