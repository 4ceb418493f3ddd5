// The calendar of a date field: a popover month grid (weeks start on Monday) that follows the typed day 500 ms after the
// last keystroke (spec section 3). Loaded only when a form with a date field is on screen.
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Icon } from "~/ui/frame-kit";
import { addDays, addMonths, format, isSameDay, isSameMonth, startOfMonth, startOfWeek } from "date-fns";
import { enGB, it } from "date-fns/locale";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseDay } from "~/ui/shell-kit";

function dayOf(text: string): Date | null {
  const iso = parseDay(text);
  return iso ? new Date(`${iso}T12:00:00`) : null;
}

export default function DateCalendar({ typed, onChoose }: { typed: string; onChoose: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(() => startOfMonth(dayOf(typed) ?? new Date()));
  const locale = i18n.language === "it" ? it : enGB;

  useEffect(() => {
    const timer = setTimeout(() => {
      const day = dayOf(typed);
      if (day) setMonth(startOfMonth(day));
    }, 500);
    return () => clearTimeout(timer);
  }, [typed]);

  const selected = dayOf(typed);
  const gridStart = startOfWeek(month, { weekStartsOn: 1 });
  const days = Array.from({ length: 42 }, (_, index) => addDays(gridStart, index));
  const choose = (day: Date, close: () => void) => {
    close();
    onChoose(format(day, "dd/MM/yyyy"));
  };

  return (
    <Popover className="absolute inset-y-0 right-0 flex items-center pr-2">
      <PopoverButton className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t("fields.openCalendar")}>
        <Icon name="calendar" className="h-5 w-5" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 mt-2 w-72 rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200"
      >
        {({ close }) => (
          <div>
            <div className="mb-2 flex items-center justify-between">
              <button
                type="button"
                className="rounded p-1 hover:bg-slate-100"
                onClick={() => setMonth((current) => addMonths(current, -1))}
                aria-label={t("fields.previousMonth")}
              >
                <Icon name="chevron-left" className="h-5 w-5" />
              </button>
              <p className="text-sm font-semibold capitalize">{format(month, "LLLL yyyy", { locale })}</p>
              <button
                type="button"
                className="rounded p-1 hover:bg-slate-100"
                onClick={() => setMonth((current) => addMonths(current, 1))}
                aria-label={t("fields.nextMonth")}
              >
                <Icon name="chevron-right" className="h-5 w-5" />
              </button>
            </div>
            <div className="grid grid-cols-7 text-center text-xs text-slate-500">
              {days.slice(0, 7).map((day) => (
                <span key={day.toISOString()} className="py-1">
                  {format(day, "EEEEEE", { locale })}
                </span>
              ))}
            </div>
            <div className="grid grid-cols-7 gap-0.5 text-sm">
              {days.map((day) => (
                <button
                  key={day.toISOString()}
                  type="button"
                  onClick={() => choose(day, close)}
                  aria-label={format(day, "PPPP", { locale })}
                  aria-pressed={selected ? isSameDay(day, selected) : false}
                  className={`rounded py-1.5 ${isSameMonth(day, month) ? "text-slate-900" : "text-slate-400"} ${
                    selected && isSameDay(day, selected)
                      ? "bg-brand-600 font-semibold text-white"
                      : "hover:bg-slate-100"
                  }`}
                >
                  {format(day, "d")}
                </button>
              ))}
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
