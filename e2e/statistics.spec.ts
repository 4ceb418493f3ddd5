// /statistics (admin, disco): server-drawn SVG charts with their tables, a period and an event kept in the URL, both
// languages, and not-found for a role that may not see it.
import { hydrated, pathIs, searchBox } from "./helpers";
import { expect, test } from "./shared-pages";

// Every check here navigates and reads (the period and the event are a GET form): the worker's page of each account
// and language (decision 040), not a fresh context per test.
const english = { locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe("statistics of a disco", () => {
  test("shows the totals, four charts and their tables for the last 30 days", async ({ sharedPage }) => {
    const page = await sharedPage("disco");
    const response = await page.goto("/statistics");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Statistiche" })).toBeVisible();
    await expect(page.getByLabel("Dal", { exact: true })).toHaveValue(day(-29));
    await expect(page.getByLabel("Al", { exact: true })).toHaveValue(day(0));
    await expect(page.getByText("Biglietti venduti", { exact: true })).toBeVisible();
    const charts = page.locator("svg[role=img]");
    await expect(charts).toHaveCount(4);
    await expect(page.getByRole("img", { name: /^Vendite per lotto/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Biglietti venduti per giorno/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Incasso per giorno/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Prenotazioni per stato/ })).toBeVisible();
    await expect(page.locator("[data-chart=statistics-sales] [data-bar]")).toHaveCount(30);

    const byDay = page.getByRole("table", { name: "Biglietti venduti per giorno" });
    await expect(byDay).toBeHidden();
    await page
      .locator("figure", { has: page.locator("[data-chart=statistics-sales]") })
      .getByText("Mostra i dati in tabella")
      .click();
    await expect(byDay).toBeVisible();
    await expect(byDay.locator("tbody tr")).toHaveCount(30);
    await expect(byDay.getByRole("columnheader", { name: "Venduti" })).toBeVisible();
  });

  test("changes the period through the form, which the URL keeps", async ({ sharedPage }) => {
    const page = await sharedPage("disco");
    await page.goto("/statistics");
    await page.getByLabel("Dal", { exact: true }).fill(day(-13));
    await page.getByLabel("Al", { exact: true }).fill(day(0));
    await page.getByRole("button", { name: "Aggiorna" }).click();
    await expect(page).toHaveURL(pathIs(`/statistics?from=${day(-13)}&to=${day(0)}&eventId=`));
    await expect(page.locator("[data-chart=statistics-sales] [data-bar]")).toHaveCount(14);
    await expect(page.getByLabel("Dal", { exact: true })).toHaveValue(day(-13));
    await page.reload();
    await expect(page.locator("[data-chart=statistics-revenue] [data-point]")).toHaveCount(14);
  });

  test("narrows to one event of the venue", async ({ sharedPage }) => {
    const page = await sharedPage("disco");
    await page.goto("/statistics");
    await hydrated(page);
    // The searching picker: its first option is every event, then the venue's latest ten.
    await searchBox(page.locator("main"), "Evento", { exact: true }).click();
    const options = page.getByRole("option");
    await expect(options.nth(1)).toBeVisible();
    const name = (await options.nth(1).locator("span span").first().innerText()).trim();
    await options.nth(1).click();
    // The picker writes its hidden value when React has applied the choice: waited for, not read at once.
    const chosen = page.locator("input[type=hidden][name=eventId]");
    await expect(chosen).not.toHaveValue("");
    const eventId = await chosen.inputValue();
    await page.getByRole("button", { name: "Aggiorna" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]eventId=${eventId}(&|$)`));
    await expect(searchBox(page.locator("main"), "Evento", { exact: true })).toHaveValue(name);
    await expect(page.locator("svg[role=img]").first()).toBeVisible();
  });

  test("says next to the field what is wrong with the period", async ({ sharedPage }) => {
    const page = await sharedPage("disco");
    await page.goto(`/statistics?from=${day(0)}&to=${day(-5)}`);
    await expect(page.getByText("La data di inizio non può essere dopo la data di fine")).toBeVisible();
    await expect(page.getByLabel("Dal", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Correggi il periodo per vedere le statistiche.")).toBeVisible();
    await expect(page.locator("svg[role=img]")).toHaveCount(0);
    await page.goto("/statistics?to=2026-02-30");
    await expect(page.getByText("Data non valida: usa il formato aaaa-mm-gg")).toBeVisible();
    await expect(page.getByLabel("Al", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("statistics in English", () => {
  test("speaks English, labels and numbers alike", async ({ sharedPage }) => {
    const page = await sharedPage("disco", english);
    await page.goto("/statistics");
    await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
    await expect(page.getByText("Tickets sold", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Sales per release/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Reservations per status/ })).toBeVisible();
    await expect(page.getByText(/€\d/).first()).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill(day(-6));
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day(-6)}`));
    await expect(page.locator("[data-chart=statistics-sales] [data-bar]")).toHaveCount(7);
  });
});

test.describe("statistics for other roles", () => {
  test("an admin sees every venue's statistics", async ({ sharedPage }) => {
    const page = await sharedPage("admin");
    expect((await page.goto("/statistics"))?.status()).toBe(200);
    await expect(page.locator("svg[role=img]")).toHaveCount(4);
    // The event picker's first page as the server draws it (with JavaScript it becomes a searching combobox).
    const html = await (await page.request.get("/statistics")).text();
    const picker = /<select[^>]*name="eventId"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    expect(picker.match(/<option /g)?.length ?? 0).toBeGreaterThan(2);
  });

  test("a format gets the not-found page", async ({ sharedPage }) => {
    const page = await sharedPage("format");
    expect((await page.goto("/statistics"))?.status()).toBe(404);
    await expect(page.getByText("Pagina non trovata")).toBeVisible();
    await expect(page.locator("svg[role=img]")).toHaveCount(0);
  });
});
