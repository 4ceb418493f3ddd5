import { doorScanSpecs } from "./door-scan.support";

doorScanSpecs("nojs");
