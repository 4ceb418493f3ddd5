import { test } from "@playwright/test";
import { uploadSpecs } from "./uploads.support";

test.describe("uploads with JavaScript", () => uploadSpecs("js"));
