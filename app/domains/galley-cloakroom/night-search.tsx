// The one field the galley and the cloakroom open with, as the door does: a GET form that works without
// JavaScript, whose results follow the typing once the page has its script.
import { Form, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

const searchDelayMs = 300;

export function NightSearch({
  id,
  base,
  q,
  label,
  keep = {},
  inputMode,
}: {
  id: string;
  base: string;
  q: string;
  label: string;
  /** Other parameters of the page a search keeps (the status chosen, say); a search starts at page one. */
  keep?: Record<string, string>;
  inputMode?: "text" | "search";
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const kept = Object.entries(keep).filter(([, value]) => value);
  const keptQuery = new URLSearchParams(kept).toString();
  const search = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const params = new URLSearchParams(keptQuery);
        if (value.trim()) params.set("q", value.trim());
        submit(params, { method: "get", action: base, replace: true, preventScrollReset: true });
      }, searchDelayMs);
    },
    [base, submit, keptQuery],
  );
  return (
    <Form method="get" action={base} role="search" className="space-y-2" preventScrollReset>
      <label htmlFor={id} className="block text-base font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          autoComplete="off"
          enterKeyHint="search"
          inputMode={inputMode}
          onChange={(event) => search(event.currentTarget.value)}
          className="input min-h-[48px] min-w-0 flex-1 text-lg"
        />
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-primary min-h-[48px] min-w-[48px] px-5 text-base">
          {t("door.find")}
        </button>
      </div>
    </Form>
  );
}
