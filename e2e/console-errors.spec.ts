// Pages that hydrate cleanly: every key page of `npm run size` (scripts/key-pages.json), loaded with
// JavaScript by an admin (whose sidebar streams the most counters), logs no console error and throws no page error.
// React's #421 (a streamed sidebar counter updated before it hydrated, its server HTML thrown away) was one. The
// late parts of the stream (loader data, counters) land inside the document, not after </html>. And a page loads no
// lazy chunk beyond those its entry names under `later`, which `npm run size` counts in its second figure.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { upstreamRows } from "./helpers";
import { defaultTileUrl } from "../app/core/config/map-tiles";
import fs from "node:fs";

const admin = "admin@demo.test";
const keyPages = JSON.parse(fs.readFileSync(new URL("../scripts/key-pages.json", import.meta.url), "utf8")) as {
  page: string;
  later?: string[];
}[];

/**
 * The lazily imported modules among the scripts a page loaded: esbuild names a lazy module's chunk after its file
 * (`/build/_shared/server-select-HASH.js`), a chunk of shared code `chunk-HASH.js`, a route's under `/build/routes/`.
 */
function lazyModulesOf(scripts: string[]): string[] {
  return scripts
    .map((url) => /\/build\/_shared\/(?!chunk-)(.+)-[A-Z0-9]{8}\.js$/.exec(new URL(url).pathname)?.[1])
    .filter((name): name is string => Boolean(name));
}

/** The file names, without their extension, of the modules a key page names under `later`. */
const namesOf = (later: string[] = []) =>
  later.map((module) =>
    module
      .split("/")
      .pop()!
      .replace(/\.tsx?$/, ""),
  );

/** The URL of a key page, its `{id}` a record of the demo data (the first of its kind). */
async function urlOf(page: string): Promise<string> {
  const path = page.split(" ")[0];
  if (!path.includes("{id}")) return path;
  const endpoint = { musicalGenres: "musical-genres", events: "events", chats: "chats" }[path.split("/")[1]];
  if (!endpoint) throw new Error(`no record to open for ${page}`);
  const [record] = await upstreamRows(`/${endpoint}?limit=1`, admin);
  return path.replace("{id}", record._id);
}

const tileRequests = new URL(defaultTileUrl).origin + "/**";
const tile = fs.readFileSync(new URL("../public/icon-192.png", import.meta.url));

/**
 * Loads a page with JavaScript and answers every console error and uncaught page error it logged, and each lazy
 * module it loaded that its key page's `later` does not name.
 */
async function errorsOf(page: Page, url: string, later?: string[]): Promise<string[]> {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  // The map's tile server is on the internet, which this machine does not reach: a stand-in answers with a picture.
  await page.route(tileRequests, (route) => route.fulfill({ status: 200, contentType: "image/png", body: tile }));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The streamed counters and lazy chunks have arrived once the network is quiet.
  await page.waitForLoadState("networkidle");
  const named = namesOf(later);
  for (const module of lazyModulesOf(scripts)) {
    if (!named.includes(module)) errors.push(`lazy chunk ${module} not named under "later" in scripts/key-pages.json`);
  }
  return errors;
}

const [signInPage, ...signedInPages] = keyPages;

test.describe("key pages hydrate without an error", () => {
  test(`${signInPage.page} logs no error`, async ({ page }) => {
    expect(await errorsOf(page, signInPage.page)).toEqual([]);
  });

  test.describe("signed in as an admin", () => {
    test.use({ storageState: storageStateOf("admin") });

    test("streams the late loader data and counters inside the document, before </html>", async ({ request }) => {
      const html = await (await request.get("/events")).text();
      expect(html).toContain("streamController.enqueue");
      expect(html.trimEnd().endsWith("</body></html>")).toBe(true);
      expect(html.indexOf("</html>")).toBe(html.lastIndexOf("</html>"));
    });

    for (const { page: name, later } of signedInPages) {
      test(`${name} logs no error`, async ({ page }) => {
        expect(await errorsOf(page, await urlOf(name), later)).toEqual([]);
      });
    }
  });
});
