import { notifySpecs } from "./notify.support";

notifySpecs("nojs");
