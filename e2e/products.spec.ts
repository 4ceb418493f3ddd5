import { productSpecs } from "./products.support";

productSpecs("js");
