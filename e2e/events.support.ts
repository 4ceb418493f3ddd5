// A venue sets up and runs an event (issue: events and ticketing), the same steps with JavaScript on and off: create
// the event, add two ticket releases and see their price breakdown, accept then refund a reservation, add a
// collaborator and be told the second time that they already hold the role. Each mode works on its own seeded event
// and reservations, so the two projects can run side by side on the shared mock.
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../app/lib/format";
import { releaseBreakdown } from "../app/lib/ticket-pricing";
import { storageStateOf } from "./accounts";
import { hydrated, searchBox } from "./helpers";

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

function row(page: Page, text: string) {
  return page.locator("tbody tr").filter({ hasText: text });
}

/** Opens a seeded event of the demo club by name (upcoming or past). */
async function openEvent(page: Page, name: string) {
  await page.goto(`/events?when=all&q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

async function addRelease(page: Page, mode: Mode, release: { name: string; price: string; cents: number }) {
  await page.getByRole("link", { name: "Nuovo" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await ready(page, mode);
  await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(release.name);
  await dialog.getByLabel("Biglietti massimi").fill("100");
  await dialog.getByLabel("In vendita dal").fill("01/12/2030 10:00");
  await dialog.getByLabel("In vendita fino al").fill("12/12/2030 22:00");
  await dialog.getByRole("textbox", { name: "Prezzo", exact: true }).fill(release.price);
  const breakdown = dialog.getByTestId("price-breakdown");
  const percent = Number((await breakdown.textContent())?.match(/piattaforma \((\d+(?:[.,]\d+)?)%\)/)?.[1]?.replace(",", ".") ?? "0");
  const expected = releaseBreakdown(release.cents, percent);
  if (mode === "js") {
    // Worked out as the price is typed, before saving.
    await expect(breakdown).toContainText(formatMoney(expected.price, "it"));
    await expect(breakdown).toContainText(formatMoney(expected.cardFee, "it"));
    await expect(breakdown).toContainText(formatMoney(expected.total, "it"));
  }
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("status")).toHaveText("Creato con successo");
  // And stored as the server computed it.
  const saved = row(page, release.name);
  await expect(saved).toContainText(formatMoney(expected.total, "it"));
  await expect(saved).toContainText("Non ancora in vendita");
}

export function eventSpecs(mode: Mode) {
  const seeded = mode === "js" ? { event: "Venerdì House", user: ["esposito", "Aurora Esposito"], role: "Cassiere" } : { event: "Stasera al Demo Club", user: ["bianchi", "Camilla Bianchi"], role: "Barista" };

  test.describe("a venue runs an event", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("creates an event, is told when the end is before the start, and adds two ticket releases with their price", async ({ page }) => {
      const name = `Serata di prova ${mode}`;
      await page.goto("/events");
      await ready(page, mode);
      await page.getByRole("link", { name: "Nuovo" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await ready(page, mode);
      await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
      await dialog.getByLabel("Inizio").fill("12/12/2030 22:30");
      await dialog.getByRole("textbox", { name: "Fine", exact: true }).fill("12/12/2030 20:00");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog.getByText("La fine deve essere dopo l'inizio")).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);

      await dialog.getByRole("textbox", { name: "Fine", exact: true }).fill("13/12/2030 04:30");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Creato con successo");
      await expect(page).toHaveURL(/\/events\/[0-9a-f]+\/info$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByText("dal 12/12/2030 22:30 al 13/12/2030 04:30")).toBeVisible();

      await page.getByRole("navigation", { name: "Sezioni dell'evento" }).getByRole("link", { name: "Biglietti" }).click();
      await expect(page).toHaveURL(/\/ticket-releases$/);
      await ready(page, mode);
      await addRelease(page, mode, { name: "Primo lotto", price: "10", cents: 1000 });
      await addRelease(page, mode, { name: "Secondo lotto", price: "15,50", cents: 1550 });
      await expect(page.locator("tbody tr")).toHaveCount(2);
      // The tab offers no CSV export (it would lead nowhere); reordering is a plain form post per row.
      await expect(page.getByRole("link", { name: "Esporta CSV" })).toHaveCount(0);
      await page.getByRole("button", { name: "Sposta giù Primo lotto" }).click();
      await expect(page.locator("tbody tr").first()).toContainText("Secondo lotto");
    });

    test("accepts a pending reservation, then refunds it after confirming", async ({ page }) => {
      await openEvent(page, seeded.event);
      await page.getByRole("navigation", { name: "Sezioni dell'evento" }).getByRole("link", { name: "Prenotazioni", exact: true }).click();
      await page.getByRole("navigation", { name: "Prenotazioni per stato" }).getByRole("link", { name: /^In attesa \(/ }).click();
      await expect(page).toHaveURL(/status=pending/);
      const code = (await page.locator("tbody tr").first().locator("td").first().innerText()).trim();
      expect(code).toMatch(/^R-\d+$/);
      await ready(page, mode);
      await page.getByRole("button", { name: `Accetta ${code}`, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(`Prenotazione ${code} accettata`);

      await page.goto(`${new URL(page.url()).pathname}?q=${code}`);
      await expect(row(page, code)).toContainText("Accettata");
      await expect(row(page, code).getByRole("button", { name: `Accetta ${code}` })).toHaveCount(0);
      await ready(page, mode);
      await row(page, code).getByRole("link", { name: `Rimborsa ${code}`, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(`Rimborsare ${code}?`);
      await dialog.getByRole("button", { name: "Rimborsa" }).click();
      await expect(page.getByRole("status")).toHaveText(`Prenotazione ${code} rimborsata`);
      await expect(row(page, code)).toContainText("Rimborsata");
      await expect(row(page, code).getByRole("link", { name: `Rimborsa ${code}` })).toHaveCount(0);
    });

    test("adds a collaborator to the event's venue, and is told the second time they already hold the role", async ({ page }) => {
      await openEvent(page, seeded.event);
      await page.getByRole("navigation", { name: "Sezioni dell'evento" }).getByRole("link", { name: "Collaboratori" }).click();
      for (const attempt of [1, 2]) {
        await ready(page, mode);
        await page.getByRole("link", { name: "Nuovo" }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await ready(page, mode);
        if (mode === "js") {
          const user = searchBox(dialog, "Utente");
          await user.fill(seeded.user[0]);
          await page.getByRole("option", { name: seeded.user[1] }).first().click();
        } else {
          await dialog.getByLabel("Utente").selectOption({ label: seeded.user[1] });
        }
        await dialog.getByLabel("Ruolo").selectOption({ label: seeded.role });
        await dialog.getByRole("button", { name: "Salva" }).click();
        if (attempt === 1) {
          await expect(page.getByRole("status")).toHaveText("Creato con successo");
          await expect(row(page, seeded.user[1]).filter({ hasText: seeded.role })).not.toHaveCount(0);
        } else {
          await expect(dialog.getByRole("alert")).toHaveText("Utente già associato a questo ruolo");
        }
      }
    });
  });

  for (const [account, tab, path] of [
    ["galley", "Cambusa", "/galley"],
    ["cloakroom", "Guardaroba", "/cloakroom"],
  ] as const) {
    test.describe(`a ${account} attendant`, () => {
      test.use({ storageState: storageStateOf(account) });

      test(`sees only the ${tab.toLowerCase()} tab of an event`, async ({ page }) => {
        await page.goto("/events");
        await page.locator("tbody a").first().click();
        await expect(page).toHaveURL(new RegExp(`/events/[0-9a-f]+${path}$`));
        await expect(page.getByRole("navigation", { name: "Sezioni dell'evento" }).getByRole("link")).toHaveText([tab]);
        await expect(page.getByRole("heading", { level: 2, name: tab })).toBeVisible();
        const eventPath = new URL(page.url()).pathname.replace(path, "");
        for (const other of ["/reservations", "/ticket-releases", "/info"]) {
          const response = await page.goto(`${eventPath}${other}`);
          expect(response?.status()).toBe(404);
          await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
        }
      });
    });
  }
}
