import { test } from "@playwright/test";
import { pickerSpecs, uploadSpecs } from "./uploads.support";

test.describe("uploads without JavaScript", () => uploadSpecs("nojs"));
test.describe("images picker without JavaScript", () => pickerSpecs("nojs"));
