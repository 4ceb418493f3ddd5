// The door's camera (decision 048): a code still in front of the camera counts once, and the WebAssembly the back-office
// serves (zxing-wasm's file, copied into the build) is the very one the polyfill's bundled glue was built for, so an
// upgrade of one without the other fails here rather than at the door.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import { ZXING_WASM_SHA256 } from "barcode-detector/ponyfill";
import { describe, expect, it } from "vitest";
import { repeatGuard } from "~/domains/reservations/door-camera";

describe("a code read again", () => {
  it("counts once while it is seen within 2 s of its last sighting, and again after a pause", () => {
    const fresh = repeatGuard();
    expect(fresh("R-1", 0)).toBe(true);
    expect(fresh("R-1", 1_500)).toBe(false);
    // Held up for long: each sighting is within 2 s of the one before.
    expect(fresh("R-1", 3_000)).toBe(false);
    expect(fresh("R-1", 5_001)).toBe(true);
  });

  it("does not hold back another code, nor two codes in one picture", () => {
    const fresh = repeatGuard();
    expect(fresh("R-1", 0)).toBe(true);
    expect(fresh("R-2", 100)).toBe(true);
    expect(fresh("R-1", 200)).toBe(false);
    expect(fresh("R-2", 300)).toBe(false);
    expect(fresh("R-3", 400)).toBe(true);
  });
});

describe("the reader's WebAssembly", () => {
  const require = createRequire(import.meta.url);

  it("is the file the polyfill's glue expects", () => {
    const wasm = fs.readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
    expect(createHash("sha256").update(wasm).digest("hex")).toBe(ZXING_WASM_SHA256);
  });
});
