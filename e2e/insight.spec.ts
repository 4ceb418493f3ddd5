import { insightSpecs } from "./insight.support";

insightSpecs("js");
