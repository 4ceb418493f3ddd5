// KPI charts, the map and the tutorial (decision 008), the same checks with JavaScript on and off: /charts draws its
// SVG with the numbers in tables and follows the period in the URL; /map lists its points from the server and, with
// JavaScript, draws them as Leaflet circle markers; /tutorial walks a galley attendant through the screens, in Italian
// and in English. Counts are compared with the page's own tables, since other specs add records to the shared mock.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { hydrated, pathIs } from "./helpers";
import { expect, test } from "./shared-pages";

// Every check here only navigates and reads (the period and the kind are GET forms): the worker's page of each
// account and language (decision 040), not a cold context per test.
const english = { locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } };

type Mode = "js" | "nojs";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A whole number as the page writes it (12.345 in Italian, 12,345 in English). */
const whole = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function openTable(page: Page, chart: string): Promise<Locator> {
  const figure = page.locator("figure", { has: page.locator(`[data-chart=${chart}]`) });
  // After a client-side navigation the <details> stays as the user left it: open it only if closed.
  const details = figure.locator("details");
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await figure.locator("summary").click();
  const table = figure.getByRole("table");
  await expect(table).toBeVisible();
  return table;
}

async function columnSum(table: Locator): Promise<number> {
  const cells = await table.locator("tbody tr td:first-of-type").allInnerTexts();
  return cells.reduce((sum, cell) => sum + whole(cell), 0);
}

function card(page: Page, label: string): Locator {
  return page
    .locator("[data-kpi-charts] dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

export function insightSpecs(mode: Mode) {
  test.describe(`KPI charts (${mode})`, () => {
    test("draws five charts whose tables hold the totals, and follows the period in the URL", async ({
      sharedPage,
    }) => {
      const page = await sharedPage("disco");
      expect((await page.goto("/charts"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Grafici KPI" })).toBeVisible();
      await expect(page.locator("svg[role=img]")).toHaveCount(5);
      await expect(page.getByRole("img", { name: /^Ordini per giorno/ })).toBeVisible();
      await expect(page.getByRole("img", { name: /^Nuovi follower per giorno/ })).toBeVisible();
      await expect(page.locator("[data-chart=kpi-orders] [data-bar]")).toHaveCount(30);

      const orders = await openTable(page, "kpi-orders");
      await expect(orders.locator("tbody tr")).toHaveCount(30);
      const monthOrders = whole(await card(page, "Ordini").textContent());
      expect(monthOrders).toBeGreaterThan(0);
      expect(await columnSum(orders)).toBe(monthOrders);
      const followers = await openTable(page, "kpi-followers");
      expect(await columnSum(followers)).toBe(whole(await card(page, "Nuovi follower").textContent()));

      if (mode === "js") await hydrated(page);
      await page.getByLabel("Dal", { exact: true }).fill(day(-6));
      await page.getByLabel("Al", { exact: true }).fill(day(0));
      await page.getByRole("button", { name: "Aggiorna" }).click();
      await expect(page).toHaveURL(pathIs(`/charts?from=${day(-6)}&to=${day(0)}`));
      await expect(page.locator("[data-chart=kpi-orders] [data-bar]")).toHaveCount(7);
      const weekOrders = whole(await card(page, "Ordini").textContent());
      expect(weekOrders).toBeLessThan(monthOrders);
      expect(await columnSum(await openTable(page, "kpi-orders"))).toBe(weekOrders);
    });

    test("says next to the field what is wrong with the period", async ({ sharedPage }) => {
      const page = await sharedPage("disco");
      await page.goto(`/charts?from=${day(0)}&to=${day(-3)}`);
      await expect(page.getByText("La data di inizio non può essere dopo la data di fine")).toBeVisible();
      await expect(page.getByLabel("Dal", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("svg[role=img]")).toHaveCount(0);
    });
  });

  test.describe(`KPI charts in English (${mode})`, () => {
    test("speaks English to an admin, over every venue", async ({ sharedPage }) => {
      const page = await sharedPage("admin", english);
      await page.goto("/charts");
      await expect(page.getByRole("heading", { level: 1, name: "KPI charts" })).toBeVisible();
      await expect(page.getByText("Figures of every venue.")).toBeVisible();
      await expect(page.getByRole("img", { name: /^Orders per day/ })).toBeVisible();
      await expect(page.getByText("All followers", { exact: true })).toBeVisible();
    });
  });

  test.describe(`map (${mode})`, () => {
    test("lists banners and user locations, and draws them on the map with JavaScript", async ({ sharedPage }) => {
      const page = await sharedPage("admin");
      expect((await page.goto("/map"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Mappa" })).toBeVisible();
      const rows = page.locator("[data-map-points] tbody tr");
      const banners = page.locator("[data-map-points] tbody tr[data-kind=banner]");
      const users = page.locator("[data-map-points] tbody tr[data-kind=user]");
      expect(await banners.count()).toBeGreaterThan(0);
      expect(await users.count()).toBeGreaterThan(0);
      await expect(banners.first().locator("td").nth(1)).toHaveText(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/);
      await expect(banners.first().locator("td").nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      await expect(banners.first()).toContainText(/raggio \d+ km/);
      const points = await rows.count();
      if (mode === "js") {
        const map = page.getByRole("region", { name: "Mappa dei banner e degli utenti" });
        await expect(map).toBeVisible();
        await expect(map.locator(".leaflet-interactive")).toHaveCount(points);
      } else {
        await expect(page.locator("[data-points-map], .leaflet-container")).toHaveCount(0);
      }
    });

    test("keeps the kind shown in the URL", async ({ sharedPage }) => {
      const page = await sharedPage("admin");
      await page.goto("/map");
      if (mode === "js") await hydrated(page);
      await page.getByLabel("Mostra", { exact: true }).selectOption("banners");
      await page.getByRole("button", { name: "Aggiorna" }).click();
      await expect(page).toHaveURL(pathIs("/map?kind=banners"));
      await expect(page.getByLabel("Mostra", { exact: true })).toHaveValue("banners");
      await expect(page.locator("[data-map-points] tbody tr[data-kind=user]")).toHaveCount(0);
      const banners = await page.locator("[data-map-points] tbody tr[data-kind=banner]").count();
      expect(banners).toBeGreaterThan(0);
      if (mode === "js") await expect(page.locator("[data-points-map] .leaflet-interactive")).toHaveCount(banners);
      await page.goto("/map?kind=users");
      await expect(page.locator("[data-map-points] tbody tr[data-kind=banner]")).toHaveCount(0);
      expect(await page.locator("[data-map-points] tbody tr[data-kind=user]").count()).toBeGreaterThan(0);
    });
  });

  test.describe(`map of a promoter (${mode})`, () => {
    test("shows the venue's banners and the users within their reach", async ({ sharedPage }) => {
      const page = await sharedPage("promoter");
      expect((await page.goto("/map"))?.status()).toBe(200);
      await expect(page.getByText("Vedi i banner del locale e gli utenti nel loro raggio.")).toBeVisible();
      expect(await page.locator("[data-map-points] tbody tr[data-kind=banner]").count()).toBeGreaterThan(0);
    });
  });

  test.describe(`tutorial (${mode})`, () => {
    test("walks a galley attendant through the screens, linking those they may open", async ({ sharedPage }) => {
      const page = await sharedPage("galley");
      expect((await page.goto("/tutorial"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Guida" })).toBeVisible();
      const own = page.getByRole("region", { name: /^Addetto cambusa/ });
      await expect(own.getByText("Il tuo ruolo")).toBeVisible();
      await expect(own.getByRole("link", { name: "Eventi" }).first()).toHaveAttribute("href", "/events");
      await expect(own.getByText("Cambusa", { exact: true })).toBeVisible();
      await expect(own.getByRole("link", { name: "Banco bar" })).toHaveAttribute("href", "/orders/bar");
      const promoter = page.getByRole("region", { name: "Promoter" });
      await expect(promoter.getByRole("link", { name: "Mappa" })).toHaveCount(0);
      await expect(promoter.locator("li", { hasText: "Mappa" })).toContainText("non con il tuo ruolo qui");
      await expect(page.getByRole("heading", { level: 2, name: "Scegliere il locale" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Alla porta, con poca rete" })).toBeVisible();
      await own.getByRole("link", { name: "Banco bar" }).click();
      await expect(page).toHaveURL(pathIs("/orders/bar"));
    });
  });

  test.describe(`tutorial in English (${mode})`, () => {
    test("speaks English", async ({ sharedPage }) => {
      const page = await sharedPage("galley", english);
      await page.goto("/tutorial");
      await expect(page.getByRole("heading", { level: 1, name: "Guide" })).toBeVisible();
      const own = page.getByRole("region", { name: /^Galley attendant/ });
      await expect(own.getByText("Your role")).toBeVisible();
      await expect(own.getByText("After signing in you land on:")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "At the door, with a poor connection" })).toBeVisible();
    });
  });
}

/** axe on the three pages once drawn (JavaScript on: the Leaflet map included). */
export function insightAccessibilitySpecs() {
  test.describe("KPI charts, map and tutorial are accessible", () => {
    test.describe.configure({ timeout: 90_000 });
    const pages = [
      { account: "disco", path: "/charts", ready: "[data-kpi-charts]" },
      { account: "admin", path: "/map", ready: "[data-points-map] .leaflet-interactive" },
      { account: "galley", path: "/tutorial", ready: "#tutorial-door" },
    ] as const;
    for (const { account, path, ready } of pages) {
      test(`axe finds no serious violation on ${path}`, async ({ sharedPage }) => {
        const page = await sharedPage(account);
        await page.goto(path);
        await hydrated(page);
        await page.locator(ready).first().waitFor();
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const serious = violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes
                .map((node) => node.target.join(" "))
                .slice(0, 3)
                .join(", ")}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
