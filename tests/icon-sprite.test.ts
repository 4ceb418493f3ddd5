import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sections } from "~/core/access/permissions";
import { iconNames } from "~/ui/icon-names";

const root = path.resolve(__dirname, "..");
const sprite = fs.readFileSync(path.join(root, "app", "ui", "icons.svg"), "utf8");
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"[^>]* viewBox="0 0 (?:20 20|24 24)"/g)].map(
  (match) => match[1],
);

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from its list", () => {
    expect(() => execFileSync(process.execPath, ["scripts/icon-sprite.mjs", "--check"], { cwd: root })).not.toThrow();
  });

  it("has one symbol with a view box for every icon name, and nothing else", () => {
    expect(symbolIds).toEqual([...iconNames]);
  });

  it("draws every sidebar section's icon", () => {
    const icons = sections.flatMap((section) => (section.menu ? [section.menu.icon] : []));
    expect(icons.length).toBeGreaterThan(20);
    for (const icon of icons) expect(symbolIds).toContain(`section-${icon}`);
  });
});
