import { eventSpecs } from "./events.support";

eventSpecs("js");
