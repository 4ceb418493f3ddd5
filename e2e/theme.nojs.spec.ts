import { themeSpecs } from "./theme.support";

themeSpecs("nojs");
