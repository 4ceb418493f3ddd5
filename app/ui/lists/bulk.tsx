// The bar of a bulk action on a list (decision 023): it chooses the action and the rows (those ticked on the page, or
// all matching the filter). The dialogs that follow, each a route of its own, are in bulk-dialogs.tsx: a list page does
// not load them (decision 045).
import { Form, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/shell-kit";

export type BulkChoice = { value: string; label: string };

/** The list's own query: what "all matching" means, and where the dialogs go back to. */
function useListQuery() {
  const [params] = useSearchParams();
  const list = new URLSearchParams(params);
  for (const name of ["page", "action", "scope", "ids", "filter"]) list.delete(name);
  return list;
}

/** Told to the page when a script (the header checkbox) ticks rows, which fires no change event of their own. */
const selectionChanged = "bulk-selection";

function rowBoxes(formId: string): HTMLInputElement[] {
  return Array.from(document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${formId}"]`));
}

/** How many of the page's rows are ticked, and how many it has: kept live with JavaScript (0 of 0 before). */
function useBulkSelection(formId: string) {
  const [selection, setSelection] = useState({ selected: 0, onPage: 0 });
  const location = useLocation();
  useEffect(() => {
    const count = () => {
      const boxes = rowBoxes(formId);
      setSelection({ selected: boxes.filter((box) => box.checked).length, onPage: boxes.length });
    };
    count();
    document.addEventListener("change", count);
    document.addEventListener(selectionChanged, count);
    return () => {
      document.removeEventListener("change", count);
      document.removeEventListener(selectionChanged, count);
    };
    // Another page of the list brings other rows: count again.
  }, [formId, location.key]);
  return selection;
}

/**
 * The header cell's checkbox, which ticks every row of the page (or none). It needs JavaScript; without, the cell
 * keeps its name for screen readers and "all matching" is the bar's own control.
 */
export function SelectPageCheckbox({ form }: { form: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { selected, onPage } = useBulkSelection(form);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && selected < onPage;
  }, [selected, onPage]);
  if (!hydrated) return <span className="sr-only">{t("bulk.choose")}</span>;
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={t("bulkRun.selectPage")}
      checked={onPage > 0 && selected === onPage}
      disabled={onPage === 0}
      onChange={(event) => {
        for (const row of rowBoxes(form)) row.checked = event.target.checked;
        document.dispatchEvent(new Event(selectionChanged));
      }}
      className="h-5 w-5 rounded border-slate-300 text-brand-600"
    />
  );
}

/**
 * The bar above a list with bulk actions: the action, then "apply to the selected rows" with their count. "All N
 * matching" is a step apart: with JavaScript it is offered once the whole page is ticked (as mail clients do);
 * without, it stands apart at the bar's end. A missing action, or no row ticked, is said beside its field before
 * anything is sent; without JavaScript the confirmation says it instead, with the picker again.
 */
export function BulkBar({
  formId,
  action,
  choices,
  total,
  totalWithheld = false,
  label,
}: {
  /** The id the rows' checkboxes name as their form. */
  formId: string;
  /** The confirmation's URL. */
  action: string;
  choices: readonly BulkChoice[];
  /** How many rows the filter matches, across pages. */
  total: number;
  /** The upstream's count is not shown (decision 049): the button names no number, the confirmation counts. */
  totalWithheld?: boolean;
  /** What the action picker is called (the entity's bulk action). */
  label: string;
}) {
  const { t } = useTranslation();
  const list = useListQuery();
  const hydrated = useHydrated();
  const { selected, onPage } = useBulkSelection(formId);
  const [errors, setErrors] = useState<{ action?: string; rows?: string }>({});
  const picker = useRef<HTMLSelectElement>(null);
  const pickerId = `${formId}-action`;
  const pageChosen = onPage > 0 && selected === onPage;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const found = {
      action: picker.current?.value ? undefined : t("bulkRun.actionMissing"),
      rows:
        submitter?.value === "selected" && !rowBoxes(formId).some((box) => box.checked)
          ? t("bulkRun.noneSelected")
          : undefined,
    };
    setErrors(found);
    if (found.action || found.rows) {
      event.preventDefault();
      if (found.action) picker.current?.focus();
    }
  };
  return (
    <Form
      id={formId}
      method="get"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="mb-4 flex flex-wrap items-start gap-3 rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
      preventScrollReset
    >
      {/* The list's own filters stay in the URL, so the list behind the confirmation is the one the user saw. */}
      {[...list].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="filter" value={list.toString()} />
      <div>
        <label htmlFor={pickerId} className="label">
          {label}
        </label>
        <select
          ref={picker}
          id={pickerId}
          name="action"
          className="input mt-1"
          defaultValue=""
          aria-invalid={errors.action ? true : undefined}
          aria-describedby={errors.action ? `${pickerId}-error` : undefined}
          onChange={() => setErrors((current) => ({ ...current, action: undefined }))}
        >
          <ActionOptions choices={choices} />
        </select>
        {errors.action ? (
          <p id={`${pickerId}-error`} className="mt-1 text-sm text-red-700">
            {errors.action}
          </p>
        ) : null}
      </div>
      <div className="self-end">
        <div className="flex items-center gap-3">
          <button type="submit" name="scope" value="selected" className="btn-primary">
            {t("bulk.applySelected")}
          </button>
          {hydrated ? (
            // Announced politely as it changes, but not a status: the page's notices are its statuses.
            <span aria-live="polite" className="font-medium text-slate-700">
              {t("bulkRun.selected", { count: selected })}
            </span>
          ) : null}
        </div>
        {errors.rows ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.rows}
          </p>
        ) : null}
      </div>
      {!hydrated || (pageChosen && total > 0) ? (
        // A row of its own under the bar, so "all matching" never reads as a twin of "the selected ones".
        <div className="flex basis-full flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
          <span className="text-slate-600">
            {hydrated ? t("bulkRun.pageSelected", { count: onPage }) : t("bulkRun.orAll")}
          </span>
          <button type="submit" name="scope" value="all" className="btn-secondary" disabled={total === 0}>
            {totalWithheld ? t("bulk.applyAllWithheld") : t("bulk.applyAll", { count: total })}
          </button>
        </div>
      ) : null}
    </Form>
  );
}

/** A bulk action picker's options: none chosen first (so a missing action is refused beside it), then the actions. */
export function ActionOptions({ choices }: { choices: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="" disabled>
        {t("list.choose")}
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
