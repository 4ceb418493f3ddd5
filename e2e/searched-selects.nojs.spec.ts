import { searchedSelectSpecs } from "./searched-selects.support";

searchedSelectSpecs("nojs");
