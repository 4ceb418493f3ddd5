// What JavaScript adds to a <details> menu (the WAI disclosure pattern; it opens and closes without JavaScript): it
// closes on Escape, on a click elsewhere and after a navigation. Used by the profile menu and the list's menus.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function useDisclosure() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // A navigation (a link of the menu, or any other) closes it.
  useEffect(() => {
    details.current?.removeAttribute("open");
  }, [location.key]);

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (focusSummary: boolean) => {
      if (!element.open) return;
      element.open = false;
      if (focusSummary) element.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(element.contains(document.activeElement));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return details;
}
