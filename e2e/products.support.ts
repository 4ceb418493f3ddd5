// Products and catalogue, the same steps with JavaScript on and off: a venue creates a redemption
// product and sees the credits it suggests (as typed with JavaScript, as saved without); assigning an alcoholic
// product to a minor is refused next to the user; an event's available products gain and lose one. Each mode works on
// its own names and event, so the two projects can run side by side on the shared mock.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, openRowMenu, pickOption, searchBox, upstreamRows } from "./helpers";

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

function row(page: Page, text: string) {
  return page.locator("tbody tr").filter({ hasText: text });
}

/** Chooses an option of a select over another entity: a search box with JavaScript, a plain select without. */
async function choose(page: Page, mode: Mode, label: string, search: string, option: string) {
  await pickOption(page.getByRole("dialog"), mode, label, search, option);
}

export function productSpecs(mode: Mode) {
  test.describe("a venue's products", () => {
    test.use({ storageState: storageStateOf("disco") });
    // Several round trips each, on a machine that may be busy.
    test.slow();

    test("creates a redemption product and sees the credits it suggests", async ({ page }) => {
      const name = `Mojito in promo ${mode} ${Date.now() % 100000}`;
      await page.goto("/products");
      await ready(page, mode);
      await page.getByRole("link", { name: "Nuovo" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await ready(page, mode);
      await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
      await dialog
        .getByRole("combobox", { name: "Categoria", exact: true })
        .selectOption({ label: "Prodotto a riscatto" });
      await dialog.getByRole("textbox", { name: "Prezzo", exact: true }).fill("8");
      await dialog.getByRole("textbox", { name: "Prezzo originale", exact: true }).fill("6");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog.getByText("Il prezzo originale deve essere maggiore del prezzo")).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);

      await dialog.getByRole("textbox", { name: "Prezzo originale", exact: true }).fill("10,50");
      const suggestion = dialog.getByTestId("credit-suggestion");
      if (mode === "js") {
        // Worked out as the prices are typed: 8 € spent is 2 credits, 2,50 € saved is 7 (3 per euro, rounded down).
        await expect(suggestion).toContainText("Crediti per l'acquisto (scansione promo)2 crediti");
        await expect(suggestion).toContainText("Crediti per il riscatto7 crediti");
        await expect(suggestion).toContainText("IVA applicata22 %");
      }
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Creato con successo");

      // Saved with the suggestion where the credits were left blank, and the IVA default.
      await page.goto(`/products?q=${encodeURIComponent(name)}`);
      const saved = row(page, name);
      await expect(saved).toContainText("Prodotto a riscatto");
      await expect(saved).toContainText("10,50 €");
      await expect(saved).toContainText("22 %");
      await ready(page, mode);
      await openRowMenu(saved);
      await saved.getByRole("link", { name: `Modifica ${name}` }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Crediti per l'acquisto (scansione promo)")).toHaveValue("2");
      await expect(dialog.getByLabel("Crediti per il riscatto")).toHaveValue("7");
      await expect(dialog.getByLabel("IVA", { exact: true })).toHaveValue("22");
      await expect(suggestion).toContainText("Crediti per il riscatto7 crediti");

      // IVA is one of the upstream's VAT rates (name and percentage), not a typed number.
      const iva = dialog.getByLabel("IVA", { exact: true });
      await expect(iva.locator("option")).toHaveText([
        "Predefinita · 22 %",
        "Minima · 4 %",
        "Ordinaria · 22 %",
        "Ridotta · 10 %",
        "Ridotta alimentari · 5 %",
      ]);
      await iva.selectOption({ label: "Ridotta · 10 %" });
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog).toBeHidden();
      await page.goto(`/products?q=${encodeURIComponent(name)}`);
      await expect(row(page, name)).toContainText("10 %");
    });

    test("is refused giving an alcoholic product to a minor, next to the user", async ({ page }) => {
      await page.goto("/assign-products");
      await ready(page, mode);
      await page.getByRole("link", { name: "Nuovo" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await ready(page, mode);
      await choose(page, mode, "Prodotto", "gin", "Gin tonic");
      await choose(page, mode, "Utente", "bruno", "Alessandro Bruno");
      await dialog.getByRole("button", { name: "Salva" }).click();
      const message = dialog.getByText("Gli utenti minorenni non possono acquistare prodotti alcolici");
      await expect(message).toBeVisible();
      // Shown under the user field, which is marked invalid.
      await expect(dialog.locator('[id$="-userId-error"]')).toHaveText(
        "Gli utenti minorenni non possono acquistare prodotti alcolici",
      );
      const user =
        mode === "js" ? searchBox(dialog, "Utente", { exact: true }) : dialog.getByLabel("Utente", { exact: true });
      await expect(user).toHaveAttribute("aria-invalid", "true");
      if (mode === "nojs") await expect(user).toHaveAttribute("aria-describedby", /-userId-error$/);
      // Nothing chosen is lost.
      if (mode === "nojs")
        await expect(dialog.getByLabel("Prodotto", { exact: true }).locator("option:checked")).toHaveText(/^Gin tonic/);
      else await expect(searchBox(dialog, "Prodotto", { exact: true })).toHaveValue("Gin tonic");

      // A drink without alcohol may be given to them.
      await choose(page, mode, "Prodotto", "acqua", "Acqua");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Creato con successo");
      await expect(row(page, "Alessandro Bruno").filter({ hasText: "Acqua" })).not.toHaveCount(0);
    });

    test("adds one of the venue's products to an event and removes it", async ({ page }) => {
      const event = mode === "js" ? "Venerdì House" : "Sabato Italiano";
      await page.goto(`/events?when=all&q=${encodeURIComponent(event)}`);
      await page.getByRole("link", { name: event, exact: true }).click();
      await page
        .getByRole("navigation", { name: "Sezioni dell'evento" })
        .getByRole("link", { name: "Prodotti disponibili" })
        .click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.locator("tbody tr")).not.toHaveCount(0);
      await ready(page, mode);
      const field = "Aggiungi un prodotto del locale";
      const form = page.locator("#add-product");
      // The venue's products as the picker names them (name, then what tells it apart), ten at a time: a product whose
      // name is on no other option nor row, and not yet at the event, so the rows can be told apart.
      const listed = (await page.locator("tbody tr td:first-child").allInnerTexts()).map((text) => text.trim());
      const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
      const offered = await upstreamRows(`/products?discoId=${club!._id}&status=enabled&limit=1000`);
      const names = offered.map((row) => String(row.name));
      const product = names.find(
        (name) =>
          !names.some((other) => other !== name && other.startsWith(name)) &&
          names.filter((other) => other === name).length === 1 &&
          !listed.includes(name),
      );
      if (!product) throw new Error("no product to add");
      await pickOption(form, mode, field, product, product);
      await page.getByRole("button", { name: "Aggiungi", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(`${product} è disponibile all'evento`);
      await expect(page.locator("tbody tr td:first-child").getByText(product, { exact: true })).toHaveCount(1);

      await ready(page, mode);
      await page.getByRole("button", { name: `Rimuovi ${product} dall'evento`, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(`${product} non è più disponibile all'evento`);
      await expect(page.locator("tbody tr td:first-child").getByText(product, { exact: true })).toHaveCount(0);
    });
  });
}
