// The Leaflet map of /map: a .client module (Leaflet needs a window) in a chunk loaded only there, after hydration,
// so Leaflet and its stylesheet never reach another page. Circle markers (no marker images to resolve), a banner's
// reach as a pale circle, a tooltip with each point's name; the tiles are an extra (plain background when none load).
import L from "leaflet";
import leafletStylesheet from "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { MapPoint } from "~/domains/insight/map-points";

export type PointsMapProps = {
  points: readonly MapPoint[];
  tiles: { url: string; attribution: string };
  /** The map region's accessible name. */
  label: string;
};

/** Italy, for a map with no point to frame. */
const fallbackView: [L.LatLngTuple, number] = [[42.5, 12.5], 5];

const colours = { banner: "#7c3aed", user: "#0f766e" } as const;

/** Adds Leaflet's stylesheet to the page once; resolves when it has loaded (or failed: the map is drawn anyway). */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-leaflet][href="${href}"]`);
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? document.createElement("link");
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
  if (!existing) {
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.leaflet = "";
    document.head.appendChild(link);
  }
  return loaded;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export default function PointsMap({ points, tiles, label }: PointsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: L.Map | null = null;
    let cancelled = false;
    // Leaflet measures its container when it starts: its stylesheet must be there first.
    void loadStylesheet(leafletStylesheet).then(() => {
      if (!cancelled && container.current) map = drawMap(container.current, points, tiles);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [points, tiles]);
  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-points-map=""
      className="z-0 h-[26rem] w-full rounded-lg bg-slate-100 ring-1 ring-slate-200"
    />
  );
}

function drawMap(element: HTMLElement, points: PointsMapProps["points"], tiles: PointsMapProps["tiles"]): L.Map {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(tiles.attribution) });
  if (tiles.url) L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
  const markers = L.featureGroup();
  // Users first, so the banners they gather around stay on top.
  const ordered = [...points].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "user" ? -1 : 1));
  for (const point of ordered) {
    const colour = colours[point.kind];
    if (point.kind === "banner" && point.reachKm) {
      L.circle([point.lat, point.lng], {
        radius: point.reachKm * 1000,
        interactive: false,
        color: colour,
        weight: 1,
        opacity: 0.4,
        fillOpacity: 0.04,
      }).addTo(map);
    }
    L.circleMarker([point.lat, point.lng], {
      radius: point.kind === "banner" ? 8 : 5,
      color: "#ffffff",
      weight: 1.5,
      fillColor: colour,
      fillOpacity: point.kind === "banner" && point.isEnabled === false ? 0.45 : 0.9,
    })
      .bindTooltip(escapeHtml(point.name))
      .addTo(markers);
  }
  markers.addTo(map);
  if (points.length > 0) map.fitBounds(markers.getBounds(), { padding: [24, 24], maxZoom: 13 });
  else map.setView(...fallbackView);
  return map;
}
