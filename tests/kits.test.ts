// The kits (docs/decisions/055-one-chunk-for-the-shell-kits.md): small modules re-exported by one module each so the
// browser build puts them in one chunk. A member importing its own kit would be an import cycle; a member of the public
// frame's kit importing a signed-in kit would give /login the signed-in shell's modules; an importer left on a member,
// or a member missing from package.json's `sideEffects`, splits the chunk again without failing anything else.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const kits = ["app/ui/frame-kit.ts", "app/ui/shell-kit.ts", "app/resource/table-kit.ts"];
const specifier = (kit: string) => `~/${kit.replace(/^app\//, "").replace(/\.ts$/, "")}`;

/** The files a kit re-exports, as paths from the project's root. */
function members(kit: string): string[] {
  const text = fs.readFileSync(path.join(root, kit), "utf8");
  return [...text.matchAll(/^export \* from "([^"]+)";/gm)].map(([, from]) => {
    const base = from.startsWith("~/")
      ? path.join(root, "app", from.slice(2))
      : path.resolve(path.dirname(path.join(root, kit)), from);
    const file = [`${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`${kit} re-exports ${from}, which is not a file`);
    return path.relative(root, file);
  });
}

const importsOf = (file: string) =>
  [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/from "([^"]+)"/g)].map(([, from]) => from);

describe("the kits", () => {
  it.each(kits)("%s: no member imports it", (kit) => {
    for (const member of members(kit)) expect(importsOf(member), member).not.toContain(specifier(kit));
  });

  it("the public frame's members import no other kit", () => {
    for (const member of members("app/ui/frame-kit.ts")) {
      for (const kit of kits.filter((other) => other !== "app/ui/frame-kit.ts")) {
        expect(importsOf(member), member).not.toContain(specifier(kit));
      }
    }
  });

  it("every importer goes through the kits, and package.json names them as having side effects", () => {
    const run = spawnSync(process.execPath, ["scripts/kit-imports.mjs", "--check"], { cwd: root, encoding: "utf8" });
    expect(run.stdout.trim(), "run `node scripts/kit-imports.mjs` and prettier").toBe("");
    expect(run.status).toBe(0);
  });
});
