import { tablesSpecs } from "./tables.support";

tablesSpecs("nojs");
