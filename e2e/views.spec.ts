import { viewsScopeSpecs, viewsSpecs } from "./views.support";

viewsSpecs("js");
viewsScopeSpecs();
