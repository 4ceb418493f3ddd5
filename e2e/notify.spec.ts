import { notifySpecs } from "./notify.support";

notifySpecs("js");
