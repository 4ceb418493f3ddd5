// The colours of the two themes (decision 020). The light theme is Tailwind's palettes as they are. The dark theme
// mirrors each scale around its middle, so every pair the pages use keeps its contrast the other way round: dark text
// on a pale surface becomes pale text on a dark surface, a solid button with white text becomes a bright one with dark
// text. Two shifts keep the dark surfaces apart: white (cards, dialogs) is slate-900 and slate-50 (the page) is
// slate-950, so a card still stands out from the page and a slate-100 hover (slate-800) from a card.
import colors from "tailwindcss/colors";

const brand = {
  50: "#eef2ff",
  100: "#e0e7ff",
  200: "#c7d2fe",
  300: "#a5b4fc",
  400: "#818cf8",
  500: "#6366f1",
  600: "#4f46e5",
  700: "#4338ca",
  800: "#3730a3",
  900: "#1e1b4b",
  950: "#1e1b4b",
};

type Scale = Record<(typeof steps)[number], string>;
const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

const pick = (scale: Record<string, string>): Scale =>
  Object.fromEntries(steps.map((step) => [step, scale[step]])) as Scale;

const light = {
  white: "#ffffff",
  slate: pick(colors.slate),
  brand,
  red: pick(colors.red),
  amber: pick(colors.amber),
  green: pick(colors.green),
  emerald: pick(colors.emerald),
  teal: pick(colors.teal),
  sky: pick(colors.sky),
  violet: pick(colors.violet),
};

/** Which light step a dark step takes its colour from. */
const neutralMirror: Scale = {
  50: "950",
  100: "800",
  200: "700",
  300: "600",
  400: "500",
  500: "400",
  600: "300",
  700: "200",
  800: "100",
  900: "50",
  950: "50",
} as unknown as Scale;
const colourMirror: Scale = {
  50: "950",
  100: "900",
  200: "800",
  300: "700",
  400: "500",
  500: "400",
  600: "400",
  700: "300",
  800: "200",
  900: "100",
  950: "50",
} as unknown as Scale;

function mirrored(scale: Scale, mirror: Scale): Scale {
  return Object.fromEntries(steps.map((step) => [step, scale[Number(mirror[step]) as keyof Scale]])) as Scale;
}

const colourful = {
  brand: light.brand,
  red: light.red,
  amber: light.amber,
  green: light.green,
  emerald: light.emerald,
  teal: light.teal,
  sky: light.sky,
  violet: light.violet,
};

const dark = {
  white: colors.slate[900],
  slate: mirrored(light.slate, neutralMirror),
  ...(Object.fromEntries(
    Object.entries(colourful).map(([name, scale]) => [name, mirrored(scale, colourMirror)]),
  ) as typeof colourful),
};

export const themePalettes = { light, dark };
