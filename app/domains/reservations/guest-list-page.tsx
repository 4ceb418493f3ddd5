// The paper guest list: on screen a page like any other, on paper the list alone. The shell hides itself
// in print (ui/shell/shell.tsx), the colours are the light theme's whatever the screen's (tailwind.config.ts), the
// event's header sits in the table's head so the browser repeats it on every sheet, and a row never breaks across
// two. With JavaScript the Print button opens the browser's print; without it the page says how to print it.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/shell-kit";
import type { guestList } from "./guest-list.server";

export const guestListMeta: MetaFunction<typeof guestList> = ({ data }) => [{ title: data?.title }];

const cell = "border-b border-slate-300 px-2 py-2 align-baseline print:px-1.5 print:py-1";
// On a phone's screen the code, list, promoter and table go under the name instead (the row fits, nothing to scroll
// sideways); on paper, whatever its size, every column is its own.
const wide = "hidden sm:table-cell print:table-cell";
const head = `${cell} text-left text-xs font-semibold uppercase tracking-wide text-slate-600 print:text-slate-900`;

function PrintControl() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return <p className="text-sm text-slate-600">{t("guestList.printHint")}</p>;
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      {t("guestList.print")}
    </button>
  );
}

export function GuestListPage() {
  const { t } = useTranslation();
  const { event, rows, persons, printedAt, narrowed, back } = useLoaderData<typeof guestList>();
  const columns = [
    { label: t("guestList.columns.name"), className: "" },
    { label: t("guestList.columns.code"), className: wide },
    { label: t("guestList.columns.persons"), className: "text-right" },
    { label: t("guestList.columns.list"), className: wide },
    { label: t("guestList.columns.promoter"), className: wide },
    { label: t("guestList.columns.table"), className: wide },
  ];
  return (
    <div className="text-slate-900 print:text-[10pt]">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back} className="text-sm font-medium text-brand-700 hover:underline">
          {t("guestList.back")}
        </Link>
        <PrintControl />
      </div>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200 print:overflow-visible print:rounded-none print:shadow-none print:ring-0">
        <table className="w-full border-collapse text-sm print:text-[10pt]">
          <thead>
            <tr>
              {/* A cell, not a header: the page's heading, which the browser repeats at the top of every sheet. */}
              <td colSpan={columns.length + 1} className="px-2 pb-3 pt-4 print:px-0 print:pt-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t("guestList.title")}</p>
                <h1 className="text-xl font-semibold print:text-[14pt]">{event.name}</h1>
                <p className="mt-1 text-sm text-slate-700 print:text-[10pt]">
                  {[
                    event.start && event.end ? t("events.when", { start: event.start, end: event.end }) : event.start,
                    event.venue,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="mt-1 text-sm text-slate-700 print:text-[10pt]">
                  {t("guestList.reservationCount", { count: rows.length })}
                  {" · "}
                  {t("guestList.personCount", { count: persons })}
                  {" · "}
                  {t("guestList.printedAt", { at: printedAt })}
                  {narrowed ? ` · ${t("guestList.narrowed")}` : null}
                </p>
              </td>
            </tr>
            <tr className="bg-slate-50 print:bg-transparent">
              {columns.map(({ label, className }) => (
                <th key={label} scope="col" className={`${head} ${className}`}>
                  {label}
                </th>
              ))}
              <th scope="col" className={`${head} w-16 text-center`}>
                {t("guestList.columns.tick")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-2 py-6 text-center text-slate-600">
                  {t("guestList.empty")}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="break-inside-avoid">
                  <td className={cell}>
                    <span className="font-medium">{row.name}</span>
                    <span className="block text-xs text-slate-600 sm:hidden print:hidden">
                      {[row.code, row.list, row.promoter, row.table].filter(Boolean).join(" · ")}
                    </span>
                  </td>
                  <td className={`${cell} ${wide} whitespace-nowrap font-mono text-xs print:text-[9pt]`}>{row.code}</td>
                  <td className={`${cell} text-right tabular-nums`}>{row.persons}</td>
                  <td className={`${cell} ${wide}`}>{row.list}</td>
                  <td className={`${cell} ${wide}`}>{row.promoter}</td>
                  <td className={`${cell} ${wide}`}>{row.table}</td>
                  <td className={`${cell} text-center`}>
                    {/* An empty box to tick with a pen. */}
                    <span
                      aria-hidden="true"
                      className="inline-block h-5 w-5 rounded-sm border-2 border-slate-500 align-middle"
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
