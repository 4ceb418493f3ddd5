// The door's counters as one compact bar that stays on top while the doorman scrolls: people in of people expected
// (check-ins still waiting for the network added, and said), the capacity the venue set with a warning from 90%, and
// on demand the same per list and per promoter, the capacity's form and the offline conflicts to resolve.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DoorCount, capacityState } from "./door";

type Counts = { total: DoorCount; byList: DoorCount[]; byPromoter: DoorCount[] };

export function DoorCounters({
  counts,
  waitingPersons,
  capacity,
  canSetCapacity,
  conflicts,
  base,
  q,
}: {
  counts: Counts;
  /** People of check-ins still waiting on this phone for the network: in, but not yet counted by the server. */
  waitingPersons: number;
  capacity: { value: number | null; state: ReturnType<typeof capacityState> };
  canSetCapacity: boolean;
  conflicts: number;
  base: string;
  /** The door's search, kept across the capacity's post. */
  q: string;
}) {
  const { t } = useTranslation();
  const entered = counts.total.entered + waitingPersons;
  const warn = capacity.state === "near" || capacity.state === "full";
  // A dark panel in both themes: the dark theme mirrors every colour, so its dark: classes name the mirrored steps.
  return (
    <section
      aria-label={t("door.counters")}
      data-capacity={capacity.state}
      className={`sticky top-0 z-20 -mx-4 px-4 py-2 text-white shadow-md sm:mx-0 sm:rounded-xl dark:text-slate-900 ${
        warn ? "bg-red-800 dark:bg-red-100" : "bg-slate-900 dark:bg-slate-100"
      }`}
    >
      <details className="text-sm">
        <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-3">
          <span className="font-medium text-slate-300 dark:text-slate-700">{t("door.entered")}</span>
          <span className="flex items-baseline gap-2">
            <span className="text-2xl font-bold tabular-nums" data-testid="door-total">
              {t("door.ofExpected", { entered, expected: counts.total.expected })}
            </span>
            {capacity.value ? (
              <span className="text-sm tabular-nums" data-testid="door-capacity">
                {t(`door.capacity.${capacity.state === "full" ? "full" : capacity.state === "near" ? "near" : "of"}`, {
                  capacity: capacity.value,
                })}
              </span>
            ) : null}
          </span>
        </summary>
        {waitingPersons > 0 ? (
          <p className="py-1 text-amber-200 dark:text-amber-800" data-testid="door-waiting-persons">
            {t("door.waitingPersons", { count: waitingPersons })}
          </p>
        ) : null}
        {conflicts > 0 ? (
          <Link to={`${base}/conflicts`} className="block py-2 font-semibold underline">
            {t("door.conflicts.link", { count: conflicts })}
          </Link>
        ) : null}
        <CountTable title={t("door.byList")} rows={counts.byList} />
        <CountTable title={t("door.byPromoter")} rows={counts.byPromoter} />
        {canSetCapacity ? (
          <Form method="post" action={`${base}/capacity`} className="mt-3 flex items-end gap-2 pb-2">
            <input type="hidden" name="q" value={q} />
            <label className="flex-1 text-xs font-medium text-slate-300 dark:text-slate-700">
              {t("door.capacity.label")}
              <input
                name="capacity"
                type="number"
                min={1}
                max={100000}
                inputMode="numeric"
                defaultValue={capacity.value ?? ""}
                className="input mt-1 min-h-[44px] text-base"
              />
            </label>
            <button type="submit" className="btn-secondary min-h-[44px]">
              {t("door.capacity.save")}
            </button>
          </Form>
        ) : null}
      </details>
    </section>
  );
}

function CountTable({ title, rows }: { title: string; rows: DoorCount[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <table className="mt-2 w-full text-left">
      <caption className="py-1 text-left text-xs uppercase tracking-wide text-slate-400 dark:text-slate-600">
        {title}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-700 dark:border-slate-200">
            <th scope="row" className="py-1.5 pr-2 font-normal">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              {t("door.ofExpected", { entered: row.entered, expected: row.expected })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
