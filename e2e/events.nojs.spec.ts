import { eventSpecs } from "./events.support";

eventSpecs("nojs");
