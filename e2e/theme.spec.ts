import { themeSpecs } from "./theme.support";

themeSpecs("js");
