import { test } from "@playwright/test";
import { pickerSpecs, uploadSpecs } from "./uploads.support";

test.describe("uploads with JavaScript", () => uploadSpecs("js"));
test.describe("images picker with JavaScript", () => pickerSpecs("js"));
