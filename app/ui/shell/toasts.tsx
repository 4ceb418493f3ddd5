// Notices of spec section 9: top-right, green when positive, gone after 2000 ms (a CSS animation, so also without JS).
import { useTranslation } from "react-i18next";
import type { ShownNotice } from "~/core/shell/notice";

/** Each notice's surface and text: WCAG AA's 4.5:1 in both themes (tests/state-tones.test.ts). */
export const toastTones = {
  positive: "bg-green-700 text-white",
  negative: "bg-red-600 text-white",
  warning: "bg-amber-400 text-slate-950 dark:text-slate-50",
  info: "bg-slate-800 text-white",
} as const;

/** A notice's values cross the redirect as text: a count is a number again, so its sentence takes the plural form. */
function countable(values: ShownNotice["values"]) {
  if (!values || !/^\d+$/.test(values.count ?? "")) return values;
  return { ...values, count: Number(values.count) };
}

export function Toasts({ notice }: { notice: ShownNotice | null }) {
  const { t } = useTranslation();
  return (
    <div
      className="pointer-events-none fixed right-4 top-4 z-50 flex w-80 print:hidden max-w-[calc(100vw-2rem)] flex-col gap-2"
      aria-live="polite"
    >
      {notice ? (
        <div
          key={notice.id}
          role={notice.type === "negative" ? "alert" : "status"}
          data-notice={notice.type}
          className={`animate-notice-out rounded-md px-4 py-3 text-sm font-medium shadow-lg ${toastTones[notice.type]}`}
        >
          {t(notice.key, countable(notice.values))}
          {notice.also ? ` ${t(notice.also)}` : null}
        </div>
      ) : null}
    </div>
  );
}
