// The README stays what a newcomer reads in five minutes: under 200 lines, the rest in docs/ and bench/, and every
// file it sends the reader to exists.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");

/** Every file the README names under docs/ or bench/: link targets and paths in code spans alike. */
function namedFiles(text: string): string[] {
  const linked = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
  const spanned = [...text.matchAll(/`((?:docs|bench)\/[^`\s]*)`/g)].map((match) => match[1]);
  return [...new Set([...linked, ...spanned])].filter((target) => /^(docs|bench)\//.test(target));
}

describe("the README", () => {
  it("is under 200 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThan(200);
  });

  it("links to docs/ and bench/ files that exist", () => {
    const named = namedFiles(readme);
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((target) => !fs.existsSync(path.join(root, target)));
    expect(missing).toEqual([]);
  });
});
