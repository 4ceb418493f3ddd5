// The barcode reader of browsers that have none of their own (iPhone, desktops): the `barcode-detector` polyfill, ZXing
// compiled to WebAssembly. door-camera.tsx loads this module only when the camera opens, so it is a chunk of its own
// and weighs nothing on the door's first load. The polyfill fetches its .wasm from a CDN by default; here it is the
// back-office's own build asset instead (a hashed name under /build/, cached for a year and kept by the door's service
// worker), so the camera works on a phone with no network once it has opened there, and no third party sees the door.
import { BarcodeDetector, prepareZXingModule, purgeZXingModule, type BarcodeFormat } from "barcode-detector/ponyfill";
import zxingReaderWasm from "zxing-wasm/reader/zxing_reader.wasm";

// One object for good: the polyfill keeps one module per set of overrides, compared by identity.
const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? zxingReaderWasm : prefix + path),
};

/** A reader of these formats, once the WebAssembly is fetched and compiled (so a failure shows here, not mid-scan). */
export async function zxingDetector(formats: BarcodeFormat[]): Promise<BarcodeDetector> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    // The failed attempt is not kept: the next opening of the camera fetches it again.
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats });
}
