import { promoSpecs } from "./promos.support";

promoSpecs("js");
