// A strip of links that scrolls sideways on a phone (related pages, an event's tabs) opens with the current page's
// link in sight: without it, the page the user is on can sit past the edge. Only the strip scrolls, never the page.
// Without JavaScript the strip starts at its first link, its edge shadow saying there is more.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function useActiveInStrip<T extends HTMLElement>() {
  const strip = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const box = strip.current;
    // The strip marks the current page's link (route-anchor.tsx `isCurrentPath`).
    const active = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !active) return;
    const edges = box.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.left >= edges.left && link.right <= edges.right) return;
    // Centred, so the links on both sides show there is more.
    box.scrollLeft += link.left - edges.left - (edges.width - link.width) / 2;
  }, [pathname]);
  return strip;
}
