import { doorSpecs } from "./door.support";

doorSpecs("nojs");
