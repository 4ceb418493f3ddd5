// A column header that sorts by a link (the sort lives in the URL, so it works without JavaScript and can be shared),
// telling assistive technology the column's order with aria-sort and showing it with an arrow.
import { Icon } from "~/ui/frame-kit";
import { routeAnchor } from "~/ui/shell-kit";

export type SortDirection = "ascending" | "descending" | "none";

export function SortHeader({
  label,
  direction,
  href,
  className = "whitespace-nowrap px-4 py-3 text-left font-semibold text-slate-700",
}: {
  label: string;
  direction: SortDirection;
  /** The URL with this column's next sort. */
  href: string;
  className?: string;
}) {
  return (
    <th scope="col" aria-sort={direction} className={className}>
      {/* The table around it keeps the scroll where it is (route-anchor.tsx). */}
      <a {...routeAnchor} href={href} className="inline-flex items-center gap-1 hover:text-brand-700">
        {label}
        {direction === "ascending" ? (
          <Icon name="chevron-up" className="h-4 w-4" />
        ) : direction === "descending" ? (
          <Icon name="chevron-down" className="h-4 w-4" />
        ) : (
          <Icon name="chevron-up-down" className="h-4 w-4 text-slate-400" />
        )}
      </a>
    </th>
  );
}
