import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      spacing: { sidebar: "280px" },
      colors: {
        brand: {
          50: "#eef2ff",
          100: "#e0e7ff",
          500: "#6366f1",
          600: "#4f46e5",
          700: "#4338ca",
          900: "#1e1b4b",
        },
      },
      keyframes: {
        "notice-out": { to: { opacity: "0", visibility: "hidden" } },
      },
      animation: {
        // Notices fade after 2000 ms even without JavaScript (spec section 9).
        "notice-out": "notice-out 200ms ease-in 2000ms forwards",
      },
    },
  },
  plugins: [],
} satisfies Config;
