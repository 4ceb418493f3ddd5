import { doorSpecs } from "./door.support";

doorSpecs("js");
