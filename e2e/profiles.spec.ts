import { profileSpecs, venueProfileSpecs } from "./profiles.support";

profileSpecs("js");
venueProfileSpecs("js");
