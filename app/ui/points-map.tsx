// The Leaflet map of /map, a chunk of its own loaded only there, after hydration: Leaflet and its stylesheet never
// reach another page. Circle markers (no marker images to resolve), a banner's reach as a pale circle, a tooltip with
// each point's name; the tiles are an extra (the points are drawn on a plain background when none load).
import L from "leaflet";
import leafletStylesheet from "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { MapPoint } from "~/lib/map-points";

export type PointsMapProps = {
  points: readonly MapPoint[];
  tiles: { url: string; attribution: string };
  /** The map region's accessible name. */
  label: string;
};

/** Italy, for a map with no point to frame. */
const fallbackView: [L.LatLngTuple, number] = [[42.5, 12.5], 5];

const colours = { banner: "#7c3aed", user: "#0f766e" } as const;

function useStylesheet(href: string) {
  useEffect(() => {
    if (document.querySelector(`link[data-leaflet][href="${href}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.leaflet = "";
    document.head.appendChild(link);
  }, [href]);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export default function PointsMap({ points, tiles, label }: PointsMapProps) {
  useStylesheet(leafletStylesheet);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false, attributionControl: Boolean(tiles.attribution) });
    if (tiles.url) L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
    const markers = L.featureGroup();
    for (const point of points) {
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
    return () => {
      map.remove();
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
