// The way back from a change on a night tab (a coat returned, stock loaded), one hook for the cloakroom and the galley:
// offered for a few seconds after the change, it posts the change's inverse to the record's own URL, which finds the
// record within this event and checks it like any change, then says what the undo did. Built on the shell's useUndo.
import { useTranslation } from "react-i18next";
import { useUndo } from "~/ui/shell/undo-toast";

/** What a night tab's change answers: the record changed, and the inverse that takes it back (null when none). */
type NightChangeDone = { id: string; undo: unknown };

export function useNightUndo<Done extends NightChangeDone>({
  said,
  undoName,
  inverseOf,
  undone,
}: {
  /** What was done, in words. */
  said: (done: Done) => string;
  /** The undo button's accessible name, naming what it takes back. */
  undoName: (done: Done) => string;
  /** Where the inverse is posted, and its fields besides `undoable` (every undo asks for what it did, not a page). */
  inverseOf: (done: Done, inverse: NonNullable<Done["undo"]>) => { action: string; fields?: Record<string, string> };
  /** What the undo did, from its answer. */
  undone: (answer: Done) => string;
}) {
  const { t } = useTranslation();
  return useUndo<Done>({
    offerOf: (done) => ({ message: said(done), undoName: undoName(done), undoable: done.undo !== null }),
    requestOf: (done) => {
      if (!done.undo) return null;
      const { action, fields } = inverseOf(done, done.undo);
      return { action, fields: { ...fields, undoable: "1" } };
    },
    resultOf: (answer) =>
      answer && typeof answer === "object" && "done" in answer ? undone(answer as Done) : t("nightPhone.undo.failed"),
  });
}
