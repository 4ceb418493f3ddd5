// Code comments cite the decision a change led to (docs/decisions/), never an issue number nobody outside the tracker
// can open: a reader follows "decision 048" to its record; "issue 35" leads nowhere.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const folders = ["app", "server", "scripts", "mock-upstream", "e2e", "tests", "public", "bench"];
const sourceFile = /\.(ts|tsx|js|mjs|cjs)$/;

function sources(folder: string): string[] {
  const at = path.join(root, folder);
  if (!fs.existsSync(at)) return [];
  return fs.readdirSync(at, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !sourceFile.test(entry.name) || file.includes(`${path.sep}node_modules${path.sep}`))
      return [];
    return [file];
  });
}

describe("code comments", () => {
  it("cite decisions, not issue numbers", () => {
    const citing = folders
      .flatMap(sources)
      .filter((file) => file !== __filename)
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            /\b[Ii]ssues? \d+/.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(citing).toEqual([]);
  });
});
