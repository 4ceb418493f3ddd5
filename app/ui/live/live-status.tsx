// The quiet line of a page that refreshes itself and could not (decision 031): offline, or the server not answering,
// and the time of the data on screen. Nothing while the page is up to date.
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "~/ui/shell-kit";
import type { LiveStatus } from "./live-data";

function subscribeToNetwork(changed: () => void) {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

/** Whether the device says it has a network at all (always "yes" on the server). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}

export function LiveStatusLine({ status, className = "" }: { status: LiveStatus; className?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (status.unreachableSince === null) return null;
  const time = formatTime(new Date(status.lastUpdated));
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-slate-600 ${className}`}>
      <span aria-hidden="true" className="inline-block h-2 w-2 shrink-0 rounded-full bg-amber-500" />
      {online ? t("live.unreachable", { time }) : t("live.offline", { time })}
    </p>
  );
}
