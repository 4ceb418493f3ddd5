import { peopleSpecs } from "./people.support";

peopleSpecs("nojs");
