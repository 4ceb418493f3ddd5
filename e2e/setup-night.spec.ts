import { setupNightSpecs } from "./setup-night.support";

setupNightSpecs("js");
