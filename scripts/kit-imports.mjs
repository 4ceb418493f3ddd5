#!/usr/bin/env node
// Points the importers of the kits' modules at the kits (docs/decisions/055-one-chunk-for-the-shell-kits.md): the
// browser build puts a module in the chunk of the exact set of routes that reach it, so small modules every page loads
// end up in a file each unless every importer reaches them through one module. Re-runnable after a merge: it rewrites
// `import … from "<a kit's module>"` in app/ to `import … from "~/ui/<kit>"`, merged with any import of that kit the
// file already has, and leaves alone the kits' own modules (a kit never imports itself), app/core (which imports only
// app/core), type-only imports, `.server` modules (the server's build is one file) and lazy `import()`. Run
// `npx prettier --write` on the files it names (`npm run kits` does both). `--check` only lists the files it would
// change and fails if there are any.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const app = path.join(root, "app");
const check = process.argv.includes("--check");

/** Each kit's members, read from its `export * from "…"` lines. */
function kitMembers(kitFile) {
  const text = fs.readFileSync(path.join(app, kitFile), "utf8");
  return [...text.matchAll(/^export \* from "([^"]+)";/gm)].map((match) => resolve(path.join(app, kitFile), match[1]));
}

function resolve(fromFile, specifier) {
  if (!specifier.startsWith(".") && !specifier.startsWith("~/")) return null;
  const base = specifier.startsWith("~/")
    ? path.join(app, specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Each kit, and the layers whose modules import it (decision 015: app/ui imports nothing from app/resource).
const kits = [
  { file: "ui/frame-kit.ts", importers: ["ui", "resource", "domains", "routes", "root.tsx"] },
  { file: "ui/shell-kit.ts", importers: ["ui", "resource", "domains", "routes"] },
  { file: "resource/table-kit.ts", importers: ["resource", "domains", "routes"] },
].map(({ file, importers }) => ({
  file: path.join(app, file),
  specifier: `~/${file.replace(/\.ts$/, "")}`,
  members: new Set(kitMembers(file)),
  importers: importers.map((layer) => path.join(app, layer)),
}));

// esbuild follows an import only into a module with side effects (package.json `sideEffects`): the kits and their
// members are listed there, or a kit's importer would reach each member for what it uses, a chunk each again.
const sideEffects = kits.flatMap((kit) => [kit.file, ...kit.members]).map((file) => `./${path.relative(root, file)}`);
const packageFile = path.join(root, "package.json");
const packageJson = JSON.parse(fs.readFileSync(packageFile, "utf8"));
const sideEffectsChanged = JSON.stringify(packageJson.sideEffects) !== JSON.stringify(sideEffects);
if (sideEffectsChanged && !check) {
  packageJson.sideEffects = sideEffects;
  fs.writeFileSync(packageFile, `${JSON.stringify(packageJson, null, 2)}\n`);
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

const importPattern = /^import\s+(type\s+)?(\{[^;]*?\})\s+from\s+"([^"]+)";\n/gm;

/** `{ a, b as c }` of a statement, each marked `type` when the statement or the name is type-only. */
function namesOf(clause, typeOnly) {
  return clause
    .slice(1, -1)
    .split(",")
    .map((name) => name.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .map((name) => (typeOnly && !name.startsWith("type ") ? `type ${name}` : name));
}

const changed = [];
for (const file of sourceFiles(app)) {
  let text = fs.readFileSync(file, "utf8");
  const original = text;
  for (const kit of kits) {
    if (file === kit.file || kit.members.has(file)) continue;
    if (!kit.importers.some((layer) => file === layer || file.startsWith(layer + path.sep))) continue;
    const names = [];
    const statements = [];
    let first = -1;
    text = text.replace(importPattern, (statement, type, clause, specifier, offset) => {
      const target = specifier === kit.specifier ? kit.file : resolve(file, specifier);
      if (target !== kit.file && !kit.members.has(target)) return statement;
      // Types are erased before bundling: a type-only import stays on its module (it could only add import circles).
      if (type && target !== kit.file) return statement;
      names.push(...namesOf(clause, Boolean(type)));
      statements.push({ statement, specifier });
      if (first === -1) {
        first = offset;
        return "\u0000KIT\u0000";
      }
      return "";
    });
    if (first === -1) continue;
    // Already one import of the kit: leave it as it is (and as prettier laid it out).
    if (statements.length === 1 && statements[0].specifier === kit.specifier) {
      text = text.replace("\u0000KIT\u0000", statements[0].statement);
      continue;
    }
    const unique = [...new Set(names)];
    const allTypes = unique.every((name) => name.startsWith("type "));
    const list = allTypes ? unique.map((name) => name.slice(5)) : unique;
    const statement = `import ${allTypes ? "type " : ""}{ ${list.join(", ")} } from "${kit.specifier}";\n`;
    text = text.replace("\u0000KIT\u0000", statement);
  }
  if (text !== original) {
    changed.push(path.relative(root, file));
    if (!check) fs.writeFileSync(file, text);
  }
}
if (sideEffectsChanged) changed.push("package.json");
console.log(changed.join("\n"));
if (check && changed.length > 0) process.exit(1);
