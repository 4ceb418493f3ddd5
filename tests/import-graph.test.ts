// The shape of app/ a maintainer can hold in their head (decision 041): no import circle, type imports included, and no
// folder so crowded that its files stop telling what they are about.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, importGraph, sourceFiles } from "./support/import-graph";

const root = path.resolve(__dirname, "..");

describe("the import graph of app/", { timeout: 60_000 }, () => {
  it("finds a circle, even one closed by a type import, and a module importing itself", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
    ]);
    expect(importCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
    expect(
      importCircles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads type-only and `~/` imports as edges", () => {
    const graph = importGraph(root);
    // `import type { SessionUser } from "./user"`, and `~/core/audit/audit.server` from the resource engine.
    expect(graph.get("app/core/auth/auth.server.ts")).toContain("app/core/auth/user.ts");
    expect(graph.get("app/resource/bulk.server.ts")).toContain("app/core/audit/audit.server.ts");
    expect(graph.size).toBeGreaterThan(400);
  });

  it("has no import circle", () => {
    expect(importCircles(importGraph(root))).toEqual([]);
  });

  it("keeps every folder under 40 source files", () => {
    const crowded = (dir: string): string[] => {
      const entries = fs.readdirSync(dir, { withFileTypes: true });
      const here = entries.filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name)).length;
      const below = entries
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => crowded(path.join(dir, entry.name)));
      return here >= 40 ? [`${path.relative(root, dir)}: ${here}`, ...below] : below;
    };
    expect(crowded(path.join(root, "app"))).toEqual([]);
    expect(sourceFiles(path.join(root, "app")).length).toBeGreaterThan(400);
  });
});
