// A row's actions in a list (decision 036): up to two side by side; with more, the first stays in sight and the others
// fold into one menu, so the actions column stays narrow enough to be pinned at the table's right edge. The menu is a
// <details> disclosure (use-disclosure.ts) that opens in place, inside the cell: it works without JavaScript and no
// scrolling box can cut it off.
import { Children, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/frame-kit";
import { useDisclosure } from "~/ui/shell-kit";

/** How many actions a row shows side by side before the rest fold into its menu. */
const inlineRowActions = 2;

export function RowActions({
  actions,
  rowName,
  className,
}: {
  actions: ReactNode;
  rowName: string;
  className: string;
}) {
  const items = Children.toArray(actions);
  if (items.length <= inlineRowActions) return <div className={className}>{items}</div>;
  const [first, ...folded] = items;
  return (
    <div className={className}>
      {first}
      <RowMenu rowName={rowName}>{folded}</RowMenu>
    </div>
  );
}

function RowMenu({ rowName, children }: { rowName: string; children: ReactNode }) {
  const { t } = useTranslation();
  const details = useDisclosure();
  return (
    <details ref={details} className="group/menu" data-row-menu="">
      <summary
        className="inline-flex min-h-[44px] cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 md:min-h-0 md:py-0.5 [&::-webkit-details-marker]:hidden"
        aria-label={t("rowActions.moreNamed", { name: rowName })}
      >
        {t("rowActions.more")}
        <Icon name="chevron-down" className="h-4 w-4 transition-transform group-open/menu:rotate-180" />
      </summary>
      {/* In the cell, under the button: the row grows while the menu is open. */}
      <div className="mt-2 flex flex-col items-stretch gap-2 text-left md:items-end md:text-right">{children}</div>
    </details>
  );
}
