import { insightAccessibilitySpecs, insightSpecs } from "./insight.support";

insightSpecs("js");
insightAccessibilitySpecs();
