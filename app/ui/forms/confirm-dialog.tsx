// The one confirmation of spec sections 4 and 5 (delete, refund, send to all, duplicate, approve, reject): a dialog
// route whose form posts to its action. While the action runs the button says so; on success the action redirects
// with a notice; on failure the dialog stays open and the button comes back. Its two buttons can never be misread
// (decision 051): the confirming one names the action and its object ("Elimina Techno"), the other what it keeps
// ("Non eliminare"), and when the action tells someone, the dialog says who.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Icon } from "~/ui/frame-kit";
import { FormAlert, SubmitButton } from "./forms";
import { RouteDialog } from "./route-dialog";

export function ConfirmDialog({
  title,
  message,
  detail,
  confirmLabel,
  keepLabel,
  notified,
  pendingLabel,
  closeTo,
  tone = "primary",
  error,
  children,
}: {
  title: string;
  message: string;
  detail?: ReactNode;
  /** The action and its object, as a verb: "Annulla 2 prenotazioni", "Elimina Techno". */
  confirmLabel: string;
  /** What closing without acting keeps: "Non annullare", "Non eliminare". */
  keepLabel: string;
  /** Who the action notifies, in a sentence ("Il cliente sarà avvisato."), when it notifies anyone. */
  notified?: string | null;
  pendingLabel: string;
  closeTo: string;
  tone?: "primary" | "danger";
  /** Why the last confirmation failed (a translation key or the upstream's message); the dialog stays open. */
  error?: string | null;
  /** Hidden fields the action needs (for example an intent). */
  children?: ReactNode;
}) {
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <p className="text-slate-700">{message}</p>
      {detail ? <div className="mt-1 font-medium text-slate-900">{detail}</div> : null}
      {notified ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700" data-notified="">
          <Icon name="bell" className="h-4 w-4 shrink-0" />
          {notified}
        </p>
      ) : null}
      {error ? (
        <div className="mt-4">
          <FormAlert errors={[error]} />
        </div>
      ) : null}
      {/* On a phone the two buttons stack, each whole on its line, the confirming one on top. */}
      <Form method="post" className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" preventScrollReset>
        {children}
        <Link to={closeTo} className="btn-secondary" preventScrollReset>
          {keepLabel}
        </Link>
        <SubmitButton
          className={tone === "danger" ? "btn-primary bg-red-600 hover:bg-red-700" : "btn-primary"}
          pendingText={pendingLabel}
        >
          {confirmLabel}
        </SubmitButton>
      </Form>
    </RouteDialog>
  );
}
