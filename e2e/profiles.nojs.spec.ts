import { profileSpecs, venueProfileSpecs } from "./profiles.support";

profileSpecs("nojs");
venueProfileSpecs("nojs");
