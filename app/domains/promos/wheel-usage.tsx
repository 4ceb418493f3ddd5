// How much of the spin wheel's probability its gifts already use, above the spin gifts of an event and the global ones.
import { useTranslation } from "react-i18next";

export function WheelUsage({ used, left }: { used: number; left: number }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{t("night.spin.usage", { used, left })}</p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full bg-brand-600" style={{ width: `${Math.min(100, used)}%` }} />
      </div>
    </div>
  );
}
