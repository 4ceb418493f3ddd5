import { insightSpecs } from "./insight.support";

insightSpecs("nojs");
