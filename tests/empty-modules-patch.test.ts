// The compiler patch of decision 045 (patches/@remix-run+dev+2.17.5.patch): the browser build replaces `.server`
// modules with empty ones, and an empty module whose bindings nothing uses any more (a loader's import, once Remix has
// removed the loader) is dropped, where unpatched each one became a chunk of its own that every page loaded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const esbuild = require("esbuild") as typeof import("esbuild");
const { emptyModulesPlugin } = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js") as {
  emptyModulesPlugin: (ctx: { config: { appDirectory: string } }, filter: RegExp) => import("esbuild").Plugin;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "empty-modules-"));
const app = path.join(dir, "app");
fs.mkdirSync(app);
fs.writeFileSync(path.join(app, "data.server.ts"), "export const secret = process.env.SECRET;\n");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The browser build of a route module, as Remix makes it: two entries that re-export only the module's browser exports
 * (its loader left out), split into chunks. All its files' code, and how many files.
 */
async function browserBuild(route: string): Promise<{ code: string; files: number }> {
  fs.writeFileSync(path.join(app, "route.ts"), route);
  for (const name of ["first", "second"])
    fs.writeFileSync(path.join(app, `${name}.ts`), 'export { shown } from "./route";\n');
  const result = await esbuild.build({
    entryPoints: ["first", "second"].map((name) => path.join(app, `${name}.ts`)),
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: path.join(dir, "out"),
    write: false,
    plugins: [emptyModulesPlugin({ config: { appDirectory: app } }, /\.server(\.[jt]sx?)?$/)],
  });
  return { code: result.outputFiles.map((file) => file.text).join("\n"), files: result.outputFiles.length };
}

describe("empty server modules in the browser build", () => {
  it("are left out when nothing the browser runs uses them", async () => {
    const { code, files } = await browserBuild(
      'import { secret } from "./data.server";\nexport const loader = () => secret;\nexport const shown = "page";\n',
    );
    expect(code).toContain('"page"');
    expect(code).not.toContain("module.exports");
    // The two routes and the chunk of what they share, without a chunk for the empty module.
    expect(files).toBe(3);
  });

  it("still stand in, empty, where the browser's code names them", async () => {
    const { code } = await browserBuild(
      'import { secret } from "./data.server";\nexport const shown = String(secret);\n',
    );
    expect(code).toContain("module.exports = {}");
    expect(code).not.toContain("process.env.SECRET");
  });
});
