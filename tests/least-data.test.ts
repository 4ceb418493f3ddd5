// Least data in maps and pickers (decision 047): a banner's radius is bounded on both sides by the one
// schema the browser and the action share, and what a promoter or a venue sees of users on the map is crowds.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { banners } from "~/domains/venues/venue-content.resources";
import { schemaOf } from "~/resource/field-schema";
import type { FieldDefinition } from "~/resource/fields";
import { crowdCellDegrees, crowdPoints, distanceKm } from "~/domains/insight/map-points";

function bannerForm(maxDistance: string): FormData {
  const form = new FormData();
  form.set("name", "Banner");
  form.set("priority", "5");
  form.set("maxDistance", maxDistance);
  return form;
}

describe("a banner's radius (maxDistance, km)", () => {
  const schema = schemaOf(banners.fields);
  it.each(["1", "25", "100"])("takes %s km", (km) => {
    const submission = parseWithZod(bannerForm(km), { schema });
    expect(submission.status).toBe("success");
  });
  it.each(["0", "-5", "101", "20000", "2.5"])("refuses %s km next to the field", (km) => {
    const submission = parseWithZod(bannerForm(km), { schema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.maxDistance?.length).toBeGreaterThan(0);
  });
  it("says its bounds in the form's hint", () => {
    const field: FieldDefinition | undefined = banners.fields.find((candidate) => candidate.name === "maxDistance");
    expect(field?.hint).toBe("fields.maxDistanceHint");
  });
});

describe("users on a non-admin's map are crowds", () => {
  const users = [
    { lat: 45.46421, lng: 9.18951 },
    { lat: 45.46479, lng: 9.18402 },
    { lat: 45.46433, lng: 9.18999 },
    { lat: 45.50101, lng: 9.2501 },
  ];
  const crowds = crowdPoints(users);

  it("counts users per cell of about a kilometre, one point per cell", () => {
    expect(crowds.map((crowd) => crowd.count).sort()).toEqual([1, 3]);
    expect(crowds.reduce((sum, crowd) => sum + (crowd.count ?? 0), 0)).toBe(users.length);
  });

  it("carries no name, no user id and no time, and no exact position", () => {
    for (const crowd of crowds) {
      expect(crowd.name).toBe("");
      expect(crowd.time).toBeNull();
      expect(crowd.id).toMatch(/^crowd:/);
      expect(users.some((user) => user.lat === crowd.lat && user.lng === crowd.lng)).toBe(false);
    }
  });

  it("puts each crowd within a cell's diagonal of its users", () => {
    const cellKm = distanceKm(
      { lat: 45.46, lng: 9.18 },
      { lat: 45.46 + crowdCellDegrees, lng: 9.18 + crowdCellDegrees },
    );
    for (const user of users)
      expect(Math.min(...crowds.map((crowd) => distanceKm(user, crowd)))).toBeLessThanOrEqual(cellKm);
  });
});
