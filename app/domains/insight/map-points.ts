// The points of /map (banners and the app users' last known locations) as the list and the map both show them: the
// projection of upstream records onto points, the kind filter of the URL and the reach of a banner (the tile server
// of the configuration is core's: ~/core/config/map-tiles). Pure: no i18n, no upstream, no Leaflet.

export const mapKinds = ["all", "banners", "users"] as const;
export type MapKindFilter = (typeof mapKinds)[number];

/** `?kind=`: banners, users, or both (anything else). */
export function parseMapKind(params: URLSearchParams): MapKindFilter {
  const raw = params.get("kind");
  return (mapKinds as readonly string[]).includes(raw ?? "") ? (raw as MapKindFilter) : "all";
}

export type LatLng = { lat: number; lng: number };

export type MapPoint = LatLng & {
  id: string;
  kind: "banner" | "user";
  name: string;
  /** ISO date-time: when the user was there, when the banner was last changed. */
  time: string | null;
  /** Banners: where it is shown, how far it reaches (km), whether it is on. */
  address?: string;
  reachKm?: number;
  isEnabled?: boolean;
  /** A crowd (what a non-admin sees of users): how many users were last seen in this cell. */
  count?: number;
};

type UpstreamRecord = Record<string, unknown>;

const finite = (value: unknown): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};

function latLng(lat: unknown, lng: unknown): LatLng | null {
  const a = finite(lat);
  const b = finite(lng);
  if (a === null || b === null || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/**
 * A record's coordinates, in the shapes the upstream uses: `lat`/`lng` (or `latitude`/`longitude`) on the record or
 * under `location`, or a GeoJSON point (`coordinates: [lng, lat]`). Null when there are none or they are out of range.
 */
export function coordinatesOf(record: UpstreamRecord): LatLng | null {
  const candidates = [record, record.location, record.coordinates].filter(
    (value): value is UpstreamRecord => typeof value === "object" && value !== null,
  );
  for (const place of candidates) {
    if (Array.isArray(place.coordinates) && place.coordinates.length >= 2)
      return latLng(place.coordinates[1], place.coordinates[0]);
    if ("lat" in place || "lng" in place) return latLng(place.lat, place.lng ?? place.lon);
    if ("latitude" in place) return latLng(place.latitude, place.longitude);
  }
  return null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function bannerPoint(record: UpstreamRecord): MapPoint | null {
  const at = coordinatesOf(record);
  if (!at) return null;
  const reach = finite(record.maxDistance);
  return {
    ...at,
    id: text(record._id),
    kind: "banner",
    name: text(record.name) || text(record._id),
    time: text(record.updatedAt) || text(record.createdAt) || null,
    address: text(record.address) || undefined,
    reachKm: reach !== null && reach > 0 ? reach : undefined,
    isEnabled: typeof record.isEnabled === "boolean" ? record.isEnabled : undefined,
  };
}

export function userPoint(record: UpstreamRecord): MapPoint | null {
  const at = coordinatesOf(record);
  if (!at) return null;
  return {
    ...at,
    id: text(record._id),
    kind: "user",
    name: text(record.userName) || text(record.userId) || text(record._id),
    time: text(record.createdAt) || null,
  };
}

/** The newest location of each user (records newest first or not): a user is one point, where they were last. */
export function latestPerUser(records: readonly UpstreamRecord[]): UpstreamRecord[] {
  const latest = new Map<string, UpstreamRecord>();
  for (const record of records) {
    const user = text(record.userId) || text(record._id);
    const kept = latest.get(user);
    if (!kept || text(record.createdAt) > text(kept.createdAt)) latest.set(user, record);
  }
  return [...latest.values()];
}

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Is the point within the reach of one of the banners (those without a reach reach nobody)? */
export function withinReach(point: LatLng, banners: readonly MapPoint[]): boolean {
  return banners.some((banner) => banner.reachKm !== undefined && distanceKm(point, banner) <= banner.reachKm);
}

/** Coordinates as text, five decimals (about a metre), the way maps write them. */
export function formatCoordinates({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** The side of a crowd's cell in degrees: about 1.1 km north-south, less east-west at Italy's latitudes. */
export const crowdCellDegrees = 0.01;

/**
 * What a promoter or a venue sees of where people are (decision 047): not a person but a crowd. Users are counted per
 * cell of `crowdCellDegrees` and each cell is one point at its centre, with the count and nothing else: no name, no
 * user id, no time. The cells are what a banner's reach (1 to 100 km) needs, and no finer.
 */
export function crowdPoints(users: readonly LatLng[]): MapPoint[] {
  const cells = new Map<string, { lat: number; lng: number; count: number }>();
  const snap = (degrees: number) => (Math.floor(degrees / crowdCellDegrees) + 0.5) * crowdCellDegrees;
  for (const user of users) {
    const lat = Number(snap(user.lat).toFixed(3));
    const lng = Number(snap(user.lng).toFixed(3));
    const key = `${lat},${lng}`;
    const cell = cells.get(key);
    if (cell) cell.count += 1;
    else cells.set(key, { lat, lng, count: 1 });
  }
  return [...cells.entries()].map(([key, cell]) => ({
    ...cell,
    id: `crowd:${key}`,
    kind: "user" as const,
    name: "",
    time: null,
  }));
}
