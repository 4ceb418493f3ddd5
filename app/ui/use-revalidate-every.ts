// Keeps a page's data fresh while it is looked at: its loaders run again every so often, never while the page is hidden
// (another tab, a locked phone) nor while a navigation or a post is under way, and at once when it is shown again.
// Revalidating re-renders with new data and leaves what the user is typing alone (uncontrolled fields keep their text).
import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Does a form on the page hold a change not yet sent: a field typed in, a box ticked, an option chosen? */
export function hasUnsentInput(root: ParentNode = document): boolean {
  for (const element of root.querySelectorAll("input, select, textarea")) {
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.type !== "hidden" && element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement && element.value !== element.defaultValue) return true;
  }
  return false;
}

/**
 * `whileEditing: false` skips a refresh while a form on the page holds a change not yet sent, so new data never
 * takes an option away from under a choice being made (the table map's move); the door keeps refreshing as it types.
 */
export function useRevalidateEvery(
  intervalMs: number,
  { paused = false, whileEditing = true }: { paused?: boolean; whileEditing?: boolean } = {},
) {
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
      if (!whileEditing && hasUnsentInput()) return;
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
  }, [intervalMs, paused, whileEditing]);
}
