import { orderSpecs } from "./orders.support";

orderSpecs("nojs");
