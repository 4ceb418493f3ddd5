import { setupNightSpecs } from "./setup-night.support";

setupNightSpecs("nojs");
