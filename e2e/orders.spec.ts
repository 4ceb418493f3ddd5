import { orderSpecs } from "./orders.support";

orderSpecs("js");
