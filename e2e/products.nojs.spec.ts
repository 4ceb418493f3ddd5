import { productSpecs } from "./products.support";

productSpecs("nojs");
