#!/usr/bin/env node
// After `remix build`: each fingerprinted asset in public/build (scripts, styles, the icon sprite) gets a brotli copy
// at the highest quality and a gzip copy beside it, which server/index.mjs serves as they are (express-static-gzip).
// Assets never change under their name, so they are compressed once here instead of on every request: about an eighth
// fewer bytes than the quality the server can afford per request (brotli 4), and no CPU spent on them while serving.
// Usage: node scripts/precompress.mjs [folder] (default public/build).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.resolve(root, process.argv[2] ?? path.join("public", "build"));
/** What is worth compressing: text. Images and fonts are compressed by their own formats. */
const compressible = /\.(js|mjs|css|svg|json|map|txt)$/;
/** Smaller files gain less than the header they would add. */
const smallest = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function filesIn(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    return entry.isDirectory() ? filesIn(file) : compressible.test(entry.name) ? [file] : [];
  });
}

/** Writes `file` + `extension` when it is smaller than the file itself; removes a stale one otherwise. */
function keep(file, extension, original, compressed) {
  const target = `${file}${extension}`;
  if (compressed.length < original.length) fs.writeFileSync(target, compressed);
  else fs.rmSync(target, { force: true });
  return Math.min(compressed.length, original.length);
}

const started = performance.now();
const files = filesIn(folder).filter((file) => fs.statSync(file).size >= smallest);
let before = 0;
let afterBrotli = 0;
// zlib's asynchronous calls run on libuv's thread pool: every core works on the files at once.
await Promise.all(
  files.map(async (file) => {
    const original = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    before += original.length;
    afterBrotli += keep(file, ".br", original, br);
    keep(file, ".gz", original, gz);
  }),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `Precompressed ${files.length} assets in ${path.relative(root, folder) || "."}: ${kb(before)} → ${kb(afterBrotli)} brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
