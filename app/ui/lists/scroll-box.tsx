// A box whose content scrolls (a wide table or chart on a phone, a chat's messages): it takes the keyboard focus, so it
// can be scrolled without a pointer (WCAG 2.1.1, axe's scrollable-region-focusable), and shows a ring when focused.
// It needs a name (`aria-label` or `aria-labelledby`) and a role that says what it holds.
import type { HTMLAttributes } from "react";

type ScrollBoxProps = HTMLAttributes<HTMLDivElement> & {
  role: "region" | "group" | "log";
} & ({ "aria-label": string } | { "aria-labelledby": string });

export function ScrollBox({ className = "", ...props }: ScrollBoxProps) {
  return (
    <div
      {...props}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
      tabIndex={0}
      className={`focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${className}`}
    />
  );
}
