import { promoSpecs } from "./promos.support";

promoSpecs("nojs");
