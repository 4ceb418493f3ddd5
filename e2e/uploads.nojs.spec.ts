import { test } from "@playwright/test";
import { uploadSpecs } from "./uploads.support";

test.describe("uploads without JavaScript", () => uploadSpecs("nojs"));
