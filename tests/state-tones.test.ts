// Every colour that names a state (a badge, a notice, the door's result, a table's, a stock level's or a cloakroom
// slot's label) reads at WCAG AA's 4.5:1 for small text, in the light and the dark theme (decision 020): the pairs are
// worked out from the palettes the two themes draw (app/ui/theme-palettes.ts), so a tone that only passes in one
// theme fails here before axe meets it on a page.
import { describe, expect, it } from "vitest";
import { doorResultTones } from "~/domains/reservations/door-result";
import { statusTones } from "~/domains/galley-cloakroom/cloakroom-slot-card";
import { levelLooks } from "~/domains/galley-cloakroom/galley-stock-card";
import { stateClasses } from "~/domains/orders/table-map-page";
import { toneClasses } from "~/ui/badge";
import { toastTones } from "~/ui/shell/toasts";
import { themePalettes } from "~/ui/theme-palettes";

type Theme = keyof typeof themePalettes;

/** A colour class's hex in a theme: `white`, or `palette-step`. */
function colour(theme: Theme, name: string): string {
  const palettes = themePalettes[theme] as unknown as Record<string, Record<string, string>> & { white: string };
  if (name === "white") return palettes.white;
  const [palette, step] = name.split("-");
  const hex = palettes[palette!]?.[step!];
  if (!hex) throw new Error(`no colour ${name} in the ${theme} theme`);
  return hex;
}

/** The surface and text colours a class list draws in a theme; its `dark:` classes win in the dark one. */
function pairOf(classes: string, theme: Theme): { background: string; text: string } {
  const found: Record<"bg" | "text", string | undefined> = { bg: undefined, text: undefined };
  for (const dark of [false, true]) {
    if (dark && theme === "light") break;
    for (const token of classes.split(/\s+/)) {
      if (token.startsWith("dark:") !== dark) continue;
      const match = /^(?:dark:)?(bg|text)-(white|[a-z]+-\d+)$/.exec(token);
      if (match) found[match[1] as "bg" | "text"] = match[2];
    }
  }
  if (!found.bg || !found.text) throw new Error(`"${classes}" names no surface or no text colour`);
  return { background: colour(theme, found.bg), text: colour(theme, found.text) };
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG's contrast ratio of two colours, from 1 to 21. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const toneSets: Record<string, Record<string, string>> = {
  badge: toneClasses,
  notice: toastTones,
  "door result": doorResultTones,
  "table state": Object.fromEntries(Object.entries(stateClasses).map(([state, looks]) => [state, looks.label])),
  "stock level": Object.fromEntries(Object.entries(levelLooks).map(([level, looks]) => [level, looks.pill])),
  "cloakroom slot": statusTones,
};

describe("state colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    // The failure the check was made for: white on emerald-600.
    expect(contrast("#ffffff", "#059669")).toBeLessThan(4.5);
    expect(pairOf("bg-amber-400 text-slate-950 dark:text-slate-50", "dark").text).toBe(themePalettes.dark.slate[50]);
  });

  for (const theme of ["light", "dark"] as const)
    it(`every state's text reads at 4.5:1 or more on its surface, ${theme} theme`, () => {
      const below = Object.entries(toneSets).flatMap(([set, tones]) =>
        Object.entries(tones).flatMap(([tone, classes]) => {
          const { background, text } = pairOf(classes, theme);
          const ratio = contrast(background, text);
          return ratio < 4.5 ? [`${set} ${tone}: ${ratio.toFixed(2)}:1 (${classes})`] : [];
        }),
      );
      expect(below).toEqual([]);
    });
});
