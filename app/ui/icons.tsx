// Every icon of the app is a `<use>` of one SVG sprite (app/ui/icons.svg, written by `npm run icons`): the browser
// downloads and caches it once, and no page ships icon components as JavaScript (decision 019).
import type { IconName } from "~/core/access/permissions";
import type { IconId } from "./icon-names";
import spriteHref from "./icons.svg";

/** A decorative icon: its meaning is always in the text next to it, so it is hidden from assistive technology. */
export function Icon({ name, className = "h-5 w-5" }: { name: IconId; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

/** The icon of a sidebar section (the `icon` of its entry in the permissions table). */
export function SectionIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon name={`section-${name}`} className={className ?? "h-5 w-5 shrink-0"} />;
}
