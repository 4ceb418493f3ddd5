import { viewsSpecs } from "./views.support";

viewsSpecs("nojs");
