// The one confirmation of spec sections 4 and 5 (delete, refund, send to all, duplicate, approve, reject): a dialog
// route whose form posts to its action. While the action runs the button says so; on success the action redirects
// with a notice; on failure the dialog stays open and the button comes back.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert, SubmitButton } from "./forms";
import { RouteDialog } from "./route-dialog";

export function ConfirmDialog({
  title,
  message,
  detail,
  confirmLabel,
  pendingLabel,
  closeTo,
  tone = "primary",
  error,
  children,
}: {
  title: string;
  message: string;
  detail?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  closeTo: string;
  tone?: "primary" | "danger";
  /** Why the last confirmation failed (a translation key or the upstream's message); the dialog stays open. */
  error?: string | null;
  /** Hidden fields the action needs (for example an intent). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <p className="text-slate-700">{message}</p>
      {detail ? <div className="mt-1 font-medium text-slate-900">{detail}</div> : null}
      {error ? (
        <div className="mt-4">
          <FormAlert errors={[error]} />
        </div>
      ) : null}
      <Form method="post" className="mt-6 flex justify-end gap-2" preventScrollReset>
        {children}
        <Link to={closeTo} className="btn-secondary" preventScrollReset>
          {t("dialog.cancel")}
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
