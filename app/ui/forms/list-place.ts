// Where a picker's list goes on screen: fixed, as wide as its box, under it, or above it when the screen has more room
// there, and no taller than the room it has. Drawn in a portal, so a dialog's scrolling body or a chat's clipped pane
// does not cut it off. Written out rather than taken from floating-ui (its DOM and React layers are 7.8 KB gzip, more
// than the new-chat page may still load): a box and a list of its width, in the page's own scrolling, is all it needs.
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from "react";

const gap = 4;
const margin = 8;
const tallest = 288;
/** Below this much room under the box, the list goes above it when there is more room there. */
const roomToStayBelow = 200;

export function useListPlace(box: RefObject<HTMLElement | null>, open: boolean): CSSProperties | undefined {
  const [place, setPlace] = useState<CSSProperties>();
  useLayoutEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    let last = "";
    const update = () => {
      const rect = element.getBoundingClientRect();
      const below = window.innerHeight - rect.bottom - gap - margin;
      const above = rect.top - gap - margin;
      const up = below < roomToStayBelow && above > below;
      const next: CSSProperties & Record<"--picker-height", string> = {
        position: "fixed",
        left: rect.left,
        width: rect.width,
        ...(up ? { bottom: window.innerHeight - rect.top + gap } : { top: rect.bottom + gap }),
        "--picker-height": `${Math.max(0, Math.min(tallest, up ? above : below))}px`,
      };
      // Scrolling the list itself, or anything that leaves the box where it was, draws nothing again.
      const key = JSON.stringify(next);
      if (key !== last) {
        last = key;
        setPlace(next);
      }
    };
    update();
    window.addEventListener("scroll", update, true);
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update, true);
      window.removeEventListener("resize", update);
    };
  }, [box, open]);
  return open ? place : undefined;
}
