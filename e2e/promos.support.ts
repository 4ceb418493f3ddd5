// Promos for every role that opens /promos, the same steps with JavaScript on and off: a structure
// (which has no /products) creates a redemption promo, refused first without a price, with the product rules (credits
// suggested, IVA 22 % when left blank); the promoter edits a promo of its selected venue; the admin creates one for a
// venue it chooses. What the mock holds afterwards is what the pages sent.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { createUpstream, hydrated, pickOption, scopeRequests, unique, upstreamRows, writesOf } from "./helpers";

const upstream = (path: string) => upstreamRows(path, "admin@demo.test");

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

async function openNew(page: Page, mode: Mode) {
  await page.goto("/promos");
  await ready(page, mode);
  await page.getByRole("link", { name: "Nuovo" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await ready(page, mode);
  return dialog;
}

export function promoSpecs(mode: Mode) {
  test.describe("as a structure", () => {
    test.use({ storageState: storageStateOf("structure") });

    test(`creates a redemption promo, refused without a price first (${mode})`, async ({ page }) => {
      test.slow();
      const name = `Promo struttura ${mode} ${unique()}`;
      const dialog = await openNew(page, mode);
      await expect(dialog.getByLabel("Locale", { exact: true })).toHaveCount(0);
      await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
      const category = dialog.getByRole("combobox", { name: "Categoria", exact: true });
      await expect(category.locator("option")).toHaveText(["Scegli…", "Prodotto generico", "Prodotto a riscatto"]);
      await category.selectOption({ label: "Prodotto a riscatto" });
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog.getByText("Campo obbligatorio").first()).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);

      await dialog.getByRole("textbox", { name: "Prezzo", exact: true }).fill("6");
      await dialog.getByRole("textbox", { name: "Prezzo originale", exact: true }).fill("9");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Creato con successo");

      const [me] = await upstream("/users?email=structure%40demo.test");
      const [saved] = await upstream(`/products?name=${encodeURIComponent(name)}`);
      // Saved under the structure's own venue, with the IVA default and the credits the prices suggest.
      expect(saved).toMatchObject({
        type: "redemption",
        category: "redemptionProduct",
        discoId: me.discoId,
        price: 600,
        originalPrice: 900,
        iva: 22,
        freeSpinForPromoScan: 2,
        freeSpinForPromoScanRedemption: 9,
      });
    });
  });

  test.describe("as the promoter of a venue", () => {
    test.use({ storageState: storageStateOf("promoter") });

    test(`edits a promo of its selected venue (${mode})`, async ({ page }) => {
      test.slow();
      // A promo of the demo club (the promoter's venue) of this test's own.
      const [club] = await upstream(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
      const name = `Promo del promoter ${mode} ${unique()}`;
      await createUpstream("disco@demo.test", "/products/generic", {
        name,
        category: "genericProduct",
        discoId: club._id,
        status: "enabled",
        price: 500,
      });
      await page.goto(`/promos?q=${encodeURIComponent(name)}`);
      await ready(page, mode);
      await page.getByRole("link", { name: `Modifica ${name}` }).click();
      const dialog = page.getByRole("dialog");
      await ready(page, mode);
      const text = `Mostra la promo ${mode} ${unique()}`;
      await dialog.getByLabel("Testo della notifica").fill(text);
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Salvato con successo");
      const [saved] = await upstream(`/products?name=${encodeURIComponent(name)}`);
      expect(saved).toMatchObject({ notificationText: text, discoId: club._id, iva: 22 });
    });
  });

  test.describe("as the admin", () => {
    test.use({ storageState: storageStateOf("admin") });

    test(`creates a generic promo for a venue it chooses (${mode})`, async ({ page }) => {
      test.slow();
      const name = `Promo admin ${mode} ${unique()}`;
      const dialog = await openNew(page, mode);
      await pickOption(dialog, mode, "Locale", "Faro Duomo", "Faro Duomo Verona");
      await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
      await dialog
        .getByRole("combobox", { name: "Categoria", exact: true })
        .selectOption({ label: "Prodotto generico" });
      await dialog.getByRole("textbox", { name: "Prezzo", exact: true }).fill("0");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Creato con successo");
      const [venue] = await upstream(`/discos?name=${encodeURIComponent("Faro Duomo Verona")}`);
      const [saved] = await upstream(`/products?name=${encodeURIComponent(name)}`);
      expect(saved).toMatchObject({ type: "generic", category: "genericProduct", discoId: venue._id, iva: 22 });
    });

    // Without JavaScript the venue is a plain select, so the hand-made post is an option added to it.
    if (mode === "nojs")
      test("is refused a venue that does not exist, next to its field, with what it typed kept (nojs)", async ({
        page,
      }) => {
        const name = `Promo nessun locale ${unique()}`;
        const requestId = await scopeRequests(page);
        const dialog = await openNew(page, mode);
        await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
        await dialog
          .getByRole("combobox", { name: "Categoria", exact: true })
          .selectOption({ label: "Prodotto generico" });
        await dialog.getByRole("combobox", { name: "Stato", exact: true }).selectOption({ label: "Attivo" });
        await dialog.getByRole("textbox", { name: "Prezzo", exact: true }).fill("0");
        // The venue becomes an id no record has: an admin reaches every venue, not a made-up one.
        const venue = dialog.getByRole("combobox", { name: "Locale", exact: true });
        await venue.evaluate((select: HTMLSelectElement) =>
          select.add(new Option("?", "0000ffffffffffffffff0000", true, true)),
        );
        await dialog.getByRole("button", { name: "Salva" }).click();
        await expect(page.getByRole("dialog").getByText("Scelta non disponibile")).toBeVisible();
        await expect(page.getByRole("dialog").getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);
        expect(await writesOf(requestId)).toEqual([]);
        expect(await upstream(`/products?name=${encodeURIComponent(name)}`)).toEqual([]);
      });
  });
}
