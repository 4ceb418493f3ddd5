// Every list of the catalogue opens with rows for a role allowed there, and answers not-found to one that is not. Both
// read only a status and the server's HTML, so both are asked over plain HTTP with that role's session cookie
// (server-html.ts).
import type { AccountName } from "./accounts";
import { csvTable, italian } from "./helpers";
import { byRole, serverPage, textOf } from "./server-html";
import { expect, test } from "./shared-pages";

const lists: [path: string, section: keyof typeof italian.sections, allowed: AccountName, refused: AccountName][] = [
  ["/users", "users", "admin", "disco"],
  ["/musicalGenres", "musicalGenres", "admin", "disco"],
  ["/discos", "discos", "admin", "disco"],
  ["/formats", "formats", "admin", "format"],
  ["/structures", "structures", "promoter", "structure"],
  ["/disco-categories", "discoCategories", "admin", "disco"],
  ["/product-templates", "productTemplates", "admin", "disco"],
  ["/product-categories", "productCategories", "disco", "format"],
  ["/products", "products", "disco", "admin"],
  ["/assign-products", "assignProducts", "eventoffice", "structure"],
  ["/feedbacks", "feedbacks", "admin", "disco"],
  ["/reportings", "reportings", "admin", "format"],
  ["/images", "images", "admin", "structure"],
  ["/instagram-shares", "instagramShares", "admin", "disco"],
  ["/user-ratings", "userRatings", "eventoffice", "structure"],
  ["/banners", "banners", "disco", "galley"],
  ["/galleries", "galleries", "promoter", "cloakroom"],
  ["/vips", "vips", "disco", "admin"],
  ["/followers", "followers", "disco", "admin"],
  ["/tables", "tables", "disco", "structure"],
  ["/spin-gifts", "spinGifts", "admin", "format"],
  ["/globalSpinGifts", "globalSpinGifts", "structure", "disco"],
  ["/collaborators", "collaborators", "collaboffice", "galley"],
  ["/lists", "lists", "collaboffice", "structure"],
];

for (const [path, section, allowed, refused] of lists) {
  test.describe(path, () => {
    test(`lists rows for ${allowed}`, async ({ httpAs }) => {
      const { status, document } = await serverPage(await httpAs(allowed), path);
      expect(status).toBe(200);
      const title = italian.sections[section].title;
      expect(byRole(document, document, "heading", { level: 1, name: title }), title).not.toHaveLength(0);
      expect(document.querySelector("tbody tr"), "a row").not.toBeNull();
      const range = document.querySelector('[data-testid="list-range"]');
      expect(range, "the list's range").not.toBeNull();
      expect(textOf(range!)).toMatch(/^1–\d+ di \d+$/);
    });

    test(`answers not-found to ${refused}`, async ({ httpAs }) => {
      const http = await httpAs(refused);
      expect((await http.get(path)).status()).toBe(404);
      expect((await http.get(`${path}/export.csv`)).status()).toBe(404);
    });
  });
}

test("keeps a disco's venue on the lists scoped to it", async ({ httpAs }) => {
  const csv = await (await httpAs("disco")).get("/vips/export.csv");
  expect(csv.status()).toBe(200);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  // The seed gives the demo club 20 of the 30 VIPs.
  expect(lines).toHaveLength(21);
});

// Decision 011: a format or a structure reaches its own venue's rows only, as a disco does (the seed's collaborators all
// work at clubs, so neither has any; before the rule was one, both listed every club's).
for (const [account, venue] of [
  ["structure", "Hotel Riviera Rimini"],
  ["format", "Sabato Italiano Tour"],
] as const) {
  test(`keeps a ${account}'s collaborators to its own venue`, async ({ httpAs }) => {
    const csv = await (await httpAs(account)).get("/collaborators/export.csv");
    expect(csv.status()).toBe(200);
    const [header, ...rows] = csvTable(await csv.text());
    const venueColumn = header!.indexOf("Locale");
    expect(venueColumn).toBeGreaterThanOrEqual(0);
    expect(rows.filter((row) => row[venueColumn] !== venue)).toEqual([]);
  });
}
