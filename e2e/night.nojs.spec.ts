import { cloakroomSpecs, nightSpecs } from "./night.support";

nightSpecs("nojs");
cloakroomSpecs("nojs");
