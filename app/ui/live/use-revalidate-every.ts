// Keeps a bulk run's report fresh while it runs: its loaders run again every so often, never while the page is hidden
// (another tab, a locked phone) nor while a navigation or a post is under way, and at once when it is shown again.
// The pages that refresh themselves through a night (door, floor, bar board, chats) use live-data.ts instead, which
// also rides out a dead signal.
import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function useRevalidateEvery(intervalMs: number, { paused = false }: { paused?: boolean } = {}) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== "idle" || navigation.state !== "idle";
  // The timer reads the latest state through a ref, so it is set up once per interval and pause.
  const latest = useRef({ busy, revalidate: revalidator.revalidate });
  useEffect(() => {
    latest.current = { busy, revalidate: revalidator.revalidate };
  });

  useEffect(() => {
    if (paused) return;
    const refresh = () => {
      if (document.visibilityState !== "visible" || latest.current.busy) return;
      latest.current.revalidate();
    };
    const timer = setInterval(refresh, intervalMs);
    const onVisibility = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs, paused]);
}
