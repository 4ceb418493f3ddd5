// The points of /map, read from the upstream in parallel: banners (`banners`, a promoter's venue's only) and the app
// users' last locations (`user-locations`). A promoter sees only the users within reach of the venue's banners, and
// them only as crowds (map-points.ts `crowdPoints`: a count per cell of about a kilometre, no name, id or time): what
// the banners are for, and no more of where people are than that (decision 047).
import { reachedVenue } from "~/core/access/row-scope";
import { notFound, type Signed } from "~/core/auth/auth.server";
import {
  bannerPoint,
  crowdPoints,
  latestPerUser,
  userPoint,
  withinReach,
  type MapKindFilter,
  type MapPoint,
} from "./map-points";

/** The most records of each kind one page reads; the page says when there were more. */
export const mapPageSize = 500;

type Row = Record<string, unknown>;

export type MapData = {
  points: MapPoint[];
  /** Records left out for want of usable coordinates. */
  unplaced: number;
  /** The upstream held more records than one page reads. */
  truncated: boolean;
};

export async function loadMapPoints(
  signed: Pick<Signed, "user" | "venueId" | "api">,
  kind: MapKindFilter,
): Promise<MapData> {
  // The promoter's banners are those of the venue it promotes (row-scope.ts); an admin's, every venue's.
  const venueId = reachedVenue(signed);
  if (venueId === null) throw notFound();
  const scoped = venueId !== undefined;
  const wantBanners = kind !== "users";
  const wantUsers = kind !== "banners";
  const [banners, locations] = await Promise.all([
    wantBanners || scoped
      ? signed.api.list<Row>("/banners", {
          limit: mapPageSize,
          sort: "-priority",
          ...(venueId ? { discoId: venueId } : {}),
        })
      : null,
    wantUsers ? signed.api.list<Row>("/user-locations", { limit: mapPageSize, sort: "-createdAt" }) : null,
  ]);
  const bannerPoints = (banners?.items ?? []).map(bannerPoint).filter((point): point is MapPoint => point !== null);
  const latest = latestPerUser(locations?.items ?? []);
  const placed = latest.map(userPoint).filter((point): point is MapPoint => point !== null);
  // Decided on the exact positions, shown as crowds: the page and its data never carry a person's position or name.
  const userPoints = scoped ? crowdPoints(placed.filter((point) => withinReach(point, bannerPoints))) : placed;
  return {
    points: [...(wantBanners ? bannerPoints : []), ...userPoints],
    unplaced:
      (wantBanners && banners ? banners.items.length - bannerPoints.length : 0) + (latest.length - placed.length),
    truncated: [wantBanners ? banners : null, locations].some(
      (list) => list !== null && list.total > list.items.length,
    ),
  };
}
