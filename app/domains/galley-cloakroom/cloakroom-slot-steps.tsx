// The next step of a cloakroom slot, on its card: give a free slot to a guest, return a coat, free a returned slot.
import { getFormProps, getInputProps } from "@conform-to/react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { cloakroomFieldsOf } from "~/domains/galley-cloakroom/cloakroom-transitions";
import type { applyCloakroomChange, CloakroomChangeDone } from "~/domains/galley-cloakroom/cloakroom.server";
import { useFieldForm } from "~/resource/field-form";
import type { Row } from "~/resource/resource.server";
import { useHydrated } from "~/ui/shell-kit";

/** Giving a free slot to a guest: their name (or ticket) and one big button, on the card. */
export function AssignForm({ base, row }: { base: string; row: Row }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof applyCloakroomChange>();
  const lastResult = fetcher.data && "status" in fetcher.data ? fetcher.data : undefined;
  const [form, fields] = useFieldForm({
    id: `cloakroom-${row._id}-assign`,
    fields: cloakroomFieldsOf("assign"),
    lastResult,
  });
  const busy = fetcher.state !== "idle";
  const code = String(row.code ?? "");
  const holder = fields.holderName;
  const { key: holderKey, ...holderProps } = getInputProps(holder, { type: "text" });
  const holderError = holder.errors?.[0];
  return (
    <fetcher.Form
      method="post"
      action={`${base}/${encodeURIComponent(row._id)}/assign${search}`}
      preventScrollReset
      {...getFormProps(form)}
    >
      <div className="flex gap-2">
        <label htmlFor={holder.id} className="sr-only">
          {t("night.cloakroom.holderFor", { code })}
        </label>
        <input
          {...holderProps}
          key={holderKey}
          autoComplete="off"
          className="input min-h-[48px] min-w-0 flex-1 text-base"
          placeholder={t("nightPhone.cloakroom.holderShort")}
        />
        <button
          type="submit"
          className="min-h-[56px] shrink-0 rounded-lg bg-emerald-700 px-4 text-base font-semibold text-white hover:bg-emerald-800 disabled:opacity-70"
          disabled={busy}
          aria-label={t("night.cloakroom.actionNamed.assign", { code })}
        >
          {busy ? t("night.working") : t("night.cloakroom.actions.assign")}
        </button>
      </div>
      {holderError ? (
        <p id={holder.errorId} className="mt-1 text-sm text-red-700">
          {t(holderError)}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="mt-1 text-sm text-red-700">
          {form.errors.join(" ")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Returning a coat (or freeing a slot once returned): one big button. A return is taken back for a few seconds with
 * JavaScript (the answer names the undo, which the tab offers); without it the button opens its confirmation page.
 */
export function NextStep({
  base,
  row,
  action,
  onDone,
}: {
  base: string;
  row: Row;
  action: "return" | "release";
  onDone: (done: CloakroomChangeDone) => void;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof applyCloakroomChange>();
  const code = String(row.code ?? "");
  const holder = String(row.holderName ?? "");
  const href = `${base}/${encodeURIComponent(row._id)}/${action}${search}`;
  const done = fetcher.data && "done" in fetcher.data ? fetcher.data : undefined;
  const refused = fetcher.data && "status" in fetcher.data ? fetcher.data.error?.[""] : undefined;
  useEffect(() => {
    if (done) onDone(done);
  }, [done, onDone]);
  const look =
    action === "return"
      ? "bg-brand-600 text-white hover:bg-brand-700"
      : "bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50";
  const button = `inline-flex min-h-[56px] shrink-0 items-center justify-center rounded-lg px-4 text-base font-semibold disabled:opacity-70 ${look}`;
  const label = t(`night.cloakroom.actionNamed.${action}`, { code });
  return (
    <div>
      {/* The guest's name beside the button while it has room for its words, else on a line of its own above it. */}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p
          className={`line-clamp-2 min-w-0 flex-1 basis-28 break-words text-base leading-tight ${action === "return" ? "font-medium text-slate-900" : "text-slate-500"}`}
        >
          {holder}
        </p>
        {hydrated && action === "return" ? (
          <fetcher.Form method="post" action={href} preventScrollReset>
            <input type="hidden" name="undoable" value="1" />
            <button type="submit" className={button} disabled={fetcher.state !== "idle"} aria-label={label}>
              {fetcher.state !== "idle" ? t("night.working") : t(`night.cloakroom.actions.${action}`)}
            </button>
          </fetcher.Form>
        ) : action === "return" ? (
          <Link to={href} className={button} aria-label={label} preventScrollReset>
            {t(`night.cloakroom.actions.${action}`)}
          </Link>
        ) : (
          <fetcher.Form method="post" action={href} preventScrollReset>
            <button type="submit" className={button} disabled={fetcher.state !== "idle"} aria-label={label}>
              {fetcher.state !== "idle" ? t("night.working") : t(`night.cloakroom.actions.${action}`)}
            </button>
          </fetcher.Form>
        )}
      </div>
      {refused?.length ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {refused.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
