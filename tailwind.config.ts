import type { Config } from "tailwindcss";
import colors from "tailwindcss/colors";
import plugin from "tailwindcss/plugin";
import { themePalettes } from "./app/ui/theme-palettes";

/**
 * Every colour is a CSS variable that the dark theme sets to its mirror (app/ui/theme-palettes.ts, decision 020): the
 * pages keep one set of classes, and a light pair (dark text on a pale surface) becomes the same pair reversed. The
 * palettes listed there are the only ones; a class of another palette does not exist and draws nothing.
 */
function variableColour(name: string) {
  return `rgb(var(--color-${name}) / <alpha-value>)`;
}

const { white: _white, ...lightPalettes } = themePalettes.light;
const themedColours = Object.fromEntries(
  Object.entries(lightPalettes).map(([palette, steps]) => [
    palette,
    Object.fromEntries(Object.keys(steps).map((step) => [step, variableColour(`${palette}-${step}`)])),
  ]),
);

/** `name: r g b` declarations of one theme, the format `<alpha-value>` needs. */
function declarations(theme: keyof typeof themePalettes) {
  const { white, ...palettes } = themePalettes[theme];
  const entries: [string, string][] = [["--color-white", channels(white)]];
  for (const [palette, steps] of Object.entries(palettes))
    for (const [step, hex] of Object.entries(steps)) entries.push([`--color-${palette}-${step}`, channels(hex)]);
  return Object.fromEntries(entries);
}

function channels(hex: string) {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return `${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

// The chosen theme (data-theme on <html>, from the profile menu's cookie) wins; without a choice, the device's setting.
const darkSelectors = [
  '@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) & }',
  '[data-theme="dark"] &',
];

export default {
  content: ["./app/**/*.{ts,tsx}"],
  darkMode: ["variant", darkSelectors],
  theme: {
    colors: {
      transparent: "transparent",
      current: "currentColor",
      inherit: "inherit",
      black: colors.black,
      white: variableColour("white"),
      ...themedColours,
    },
    extend: {
      spacing: { sidebar: "280px" },
      keyframes: {
        "notice-out": { to: { opacity: "0", visibility: "hidden" } },
      },
      animation: {
        // Notices fade after 2000 ms even without JavaScript (spec section 9).
        "notice-out": "notice-out 200ms ease-in 2000ms forwards",
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ":root": { colorScheme: "light", ...declarations("light") },
        "@media (prefers-color-scheme: dark)": {
          ':root:not([data-theme="light"])': { colorScheme: "dark", ...declarations("dark") },
        },
        ':root[data-theme="dark"]': { colorScheme: "dark", ...declarations("dark") },
        // Paper is white: a page printed from the dark theme takes the light colours (the guest list, issue 37). Last,
        // and as specific as the dark rules above, so it wins over them.
        "@media print": {
          ':root, :root[data-theme], :root:not([data-theme="light"])': {
            colorScheme: "light",
            ...declarations("light"),
          },
        },
      });
    }),
  ],
} satisfies Config;
