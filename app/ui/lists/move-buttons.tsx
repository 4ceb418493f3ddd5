// Up and down buttons that reorder a row (hierarchyOrder): a plain form post to the list's own action, so reordering
// works without JavaScript and keeps the list's URL state.
import { Icon } from "~/ui/frame-kit";
import { Form, useLocation } from "@remix-run/react";

export function MoveButtons({
  name,
  id,
  upLabel,
  downLabel,
}: {
  name: string;
  id: string;
  upLabel: string;
  downLabel: string;
}) {
  const { search } = useLocation();
  return (
    <Form method="post" action={`.${search}`} className="inline-flex gap-1" preventScrollReset>
      <input type="hidden" name={name} value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        className="rounded p-1 text-slate-600 hover:bg-slate-100"
        aria-label={upLabel}
      >
        <Icon name="arrow-up" className="h-4 w-4" />
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        className="rounded p-1 text-slate-600 hover:bg-slate-100"
        aria-label={downLabel}
      >
        <Icon name="arrow-down" className="h-4 w-4" />
      </button>
    </Form>
  );
}
