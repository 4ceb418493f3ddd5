import { peopleSpecs } from "./people.support";

peopleSpecs("js");
