// The door's conflicts (decision 048): check-ins tapped without network for a guest someone else had let in meanwhile.
// None is dropped: each shows who tapped, when, on which phone, and is resolved by the event's back-office with a note
// of what was done (the guest was the same person, a second ticket was sold at the door…). A plain form per row.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/ui/shell-kit";
import type { doorConflicts } from "./door.server";

type Failure = { entryId: string; resolution: string; error: string };

export function DoorConflictsPage() {
  const { conflicts, base } = useLoaderData<typeof doorConflicts>();
  const failure = useActionData<Failure>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t("door.conflicts.title")}</h2>
        <Link to={base} className="text-sm font-medium text-brand-700 underline">
          {t("door.conflicts.back")}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t("door.conflicts.intro")}</p>
      {conflicts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t("door.conflicts.none")}
        </p>
      ) : (
        <ul className="space-y-3">
          {conflicts.map((conflict) => (
            <li key={conflict.id}>
              <article
                aria-labelledby={`conflict-${conflict.id}`}
                data-resolved={conflict.resolvedAt ? "true" : "false"}
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <h3 id={`conflict-${conflict.id}`} className="break-words text-lg font-semibold text-slate-900">
                  {conflict.name || conflict.code} · {conflict.code}
                </h3>
                <p className="mt-1 text-sm text-slate-700">
                  {t("door.conflicts.line", {
                    by: conflict.by,
                    device: conflict.device,
                    time: formatDateTime(conflict.tappedAt),
                    count: conflict.persons,
                  })}
                </p>
                {conflict.resolvedAt ? (
                  <p className="mt-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
                    {t("door.conflicts.done", {
                      by: conflict.resolvedBy ?? "",
                      time: formatDateTime(conflict.resolvedAt),
                      note: conflict.resolution ?? "",
                    })}
                  </p>
                ) : (
                  <Form method="post" className="mt-3 space-y-1">
                    <input type="hidden" name="entryId" value={conflict.id} />
                    <label htmlFor={`resolution-${conflict.id}`} className="label">
                      {t("door.conflicts.note")}
                    </label>
                    <div className="flex gap-2">
                      <input
                        id={`resolution-${conflict.id}`}
                        name="resolution"
                        required
                        minLength={3}
                        maxLength={200}
                        defaultValue={failure?.entryId === conflict.id ? failure.resolution : undefined}
                        aria-invalid={failure?.entryId === conflict.id ? true : undefined}
                        aria-describedby={
                          failure?.entryId === conflict.id ? `resolution-error-${conflict.id}` : undefined
                        }
                        className="input min-h-[44px] flex-1"
                      />
                      <button type="submit" className="btn-primary min-h-[44px]">
                        {t("door.conflicts.resolve")}
                      </button>
                    </div>
                    {failure?.entryId === conflict.id ? (
                      <p id={`resolution-error-${conflict.id}`} className="text-sm text-red-700">
                        {t(failure.error)}
                      </p>
                    ) : null}
                  </Form>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
