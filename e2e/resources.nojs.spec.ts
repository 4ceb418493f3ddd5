import { test } from "@playwright/test";
import { resourceSpecs } from "./resources.support";

test.describe("musical genres without JavaScript", () => {
  resourceSpecs("nojs");
});
