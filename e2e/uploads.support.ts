// Uploads through the upstream's uploads endpoint, with the type rules of spec section 5.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";

// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export function uploadSpecs(mode: "js" | "nojs") {
  test.use({ storageState: storageStateOf("disco") });

  test(`refuses a file of the wrong type next to its field, keeping what was typed (${mode})`, async ({ page }) => {
    await page.goto("/banners/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome").fill(`Banner ${mode} sbagliato`);
    await dialog
      .getByLabel("Immagine del banner")
      .setInputFiles({ name: "listino.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog.getByText("Tipo di file non ammesso")).toBeVisible();
    await expect(dialog.getByLabel("Nome")).toHaveValue(`Banner ${mode} sbagliato`);
  });

  test(`stores an image upstream and shows it when the record is opened again (${mode})`, async ({ page }) => {
    const name = `Banner ${mode} ${Date.now() % 100000}`;
    await page.goto("/banners/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome").fill(name);
    await dialog
      .getByLabel("Immagine del banner")
      .setInputFiles({ name: "locandina.png", mimeType: "image/png", buffer: png });
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Creato con successo");
    await page.goto(`/banners?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `Modifica ${name}` }).click();
    const image = page.getByRole("dialog").getByRole("img", { name: "Immagine attuale" });
    await expect(image).toBeVisible();
    // The image is the stored one (the 1×1 PNG sent), once the browser has loaded it.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 1))
      .toBe(true);
  });
}

export function pickerSpecs(mode: "js" | "nojs") {
  test.use({ storageState: storageStateOf("admin") });

  test(`fills an image field from the images library picker (${mode})`, async ({ page }) => {
    const name = `Banner libreria ${mode} ${Date.now() % 100000}`;
    await page.goto("/banners/new");
    await page.getByRole("dialog").getByLabel("Nome").fill("non conservato");
    await page.getByRole("dialog").getByRole("link", { name: "Scegli dalla libreria" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Scegli immagini" })).toBeVisible();
    await page.getByLabel("Cerca").fill("immagine-7.jpg");
    await page.getByRole("button", { name: "Applica" }).first().click();
    await page.getByRole("link", { name: "Scegli immagine-7.jpg" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("img", { name: "Immagine attuale" })).toHaveAttribute(
      "src",
      /\/placeholder\/7\.svg$/,
    );
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Creato con successo");
    await page.goto(`/banners?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `Modifica ${name}` }).click();
    await expect(page.getByRole("dialog").getByRole("img", { name: "Immagine attuale" })).toHaveAttribute(
      "src",
      /\/placeholder\/7\.svg$/,
    );
  });
}
