import { tablesSpecs } from "./tables.support";

tablesSpecs("js");
