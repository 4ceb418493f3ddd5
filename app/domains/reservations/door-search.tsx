// The door's one field, for a name, a code or a list: typed, a hardware scanner's code and Enter, or the camera.
// Without JavaScript it is a GET search whose field takes the focus again on every page. With it, results follow the
// typing, and an exact code (or reservation id) with Enter is a scan: the guest goes in at once (or is shown to
// confirm), the field is emptied and keeps the focus for the next scan.
import { Form, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/shell-kit";
import { isExactCode } from "./door";
import { CameraScan } from "./door-camera";

const searchDelayMs = 300;

export function DoorSearch({ q, base, onScan }: { q: string; base: string; onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // The field follows the address (back, forward) but never under the fingers of someone typing in it.
  useEffect(() => {
    const input = field.current;
    if (input && document.activeElement !== input && input.value !== q) input.value = q;
  }, [q]);
  const search = useCallback(
    (value: string, now = false) => {
      clearTimeout(timer.current);
      const go = () => submit({ q: value }, { method: "get", action: base, replace: true, preventScrollReset: true });
      if (now) go();
      else timer.current = setTimeout(go, searchDelayMs);
    },
    [base, submit],
  );
  /** A code read (Enter, the camera): scanned, and the field ready for the next one. */
  const scanned = useCallback(
    (code: string) => {
      clearTimeout(timer.current);
      onScan(code);
      const input = field.current;
      if (input) {
        input.value = "";
        input.focus();
      }
    },
    [onScan],
  );
  return (
    <Form
      method="get"
      action={base}
      role="search"
      className="space-y-2"
      preventScrollReset
      onSubmit={(event) => {
        const value = field.current?.value.trim() ?? "";
        if (!isExactCode(value)) {
          clearTimeout(timer.current);
          return;
        }
        event.preventDefault();
        scanned(value);
      }}
    >
      {/* Said by the field's placeholder on a phone, where every line above the cards counts. */}
      <label htmlFor="door-q" className="sr-only text-base font-medium text-slate-800 sm:not-sr-only sm:block">
        {t("door.search")}
      </label>
      <div className="flex gap-2">
        <input
          id="door-q"
          name="q"
          type="search"
          ref={field}
          defaultValue={q}
          // A scanner types into whatever has the focus: the door's field has it from the start (also after a form post
          // without JavaScript), and again after each scan. The door's one field, on a page made for scanning.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="search"
          placeholder={t("door.search")}
          // The search follows the typing; a scanner's keystrokes end with Enter within the pause, which scans instead.
          onChange={(event) => search(event.currentTarget.value)}
          className="input min-h-[48px] flex-1 text-lg"
        />
        <button type="submit" className="btn-primary min-h-[48px] min-w-[48px] px-5 text-base">
          {t("door.find")}
        </button>
      </div>
      {hydrated ? <CameraScan onCode={scanned} /> : null}
    </Form>
  );
}
