// Disabling a user (decision 051): asked once, in a dialog that is a URL over the list (so it works without
// JavaScript), and taken back from the toast with JavaScript, or with the row's "Riattiva" without.
import { useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/ui/forms/confirm-dialog";
import { UndoToast, useUndo } from "~/ui/shell/undo-toast";
import { useHydrated } from "~/ui/shell-kit";
import type { setUserEnabled, userEnabledPage } from "./users.server";

type Disabled = { id: string; name: string };

/** What the enable action answers when asked for its outcome: the change made, or why not. */
function doneOf(answer: unknown): (Disabled & { isEnabled: boolean }) | null {
  if (!answer || typeof answer !== "object" || !("done" in answer)) return null;
  return (answer as { done: Disabled & { isEnabled: boolean } }).done;
}

/** The navigation state by which the dialog tells the list who was just disabled. */
const disabledState = "disabledUser";

export function UserDisableDialog() {
  const { t } = useTranslation();
  const { name, closeTo } = useLoaderData<typeof userEnabledPage>();
  const answer = useActionData<typeof setUserEnabled>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const done = doneOf(answer);
  useEffect(() => {
    // With JavaScript the action answers here; the list then offers the undo.
    if (done) navigate(closeTo, { replace: true, preventScrollReset: true, state: { [disabledState]: done } });
  }, [done, closeTo, navigate]);
  const error = answer && "error" in answer ? t(answer.error) : null;
  return (
    <ConfirmDialog
      title={t("people.disableTitle", { name })}
      message={t("people.disableMessage")}
      confirmLabel={t("people.disableNamed", { name })}
      keepLabel={t("keep.disable")}
      pendingLabel={t("people.working")}
      closeTo={closeTo}
      tone="danger"
      error={error}
    >
      <input type="hidden" name="isEnabled" value="false" />
      {hydrated ? <input type="hidden" name="answer" value="outcome" /> : null}
    </ConfirmDialog>
  );
}

/** On the list: the toast after a disable confirmed with JavaScript, whose undo enables the user again. */
export function DisabledUserUndo({ base }: { base: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const undo = useUndo<Disabled>({
    offerOf: ({ name }) => ({
      message: t("people.disabledDone", { name }),
      undoName: t("people.reenableNamed", { name }),
      undoable: true,
    }),
    requestOf: ({ id }) => ({
      action: `${base}/${encodeURIComponent(id)}/enabled`,
      fields: { isEnabled: "true", answer: "outcome" },
    }),
    resultOf: (answer, { name }) => (doneOf(answer) ? t("people.enabledDone", { name }) : t("nightPhone.undo.failed")),
  });
  const { offer } = undo;
  const state: unknown = location.state;
  const disabled =
    state && typeof state === "object" && disabledState in state
      ? (state as Record<string, Disabled>)[disabledState]
      : null;
  useEffect(() => {
    if (disabled) offer({ id: disabled.id, name: disabled.name });
    // Once per arrival from the dialog: a new navigation has a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return <UndoToast undo={undo} />;
}
