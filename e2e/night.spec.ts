import { cloakroomSpecs, nightSpecs } from "./night.support";

nightSpecs("js");
cloakroomSpecs("js");
