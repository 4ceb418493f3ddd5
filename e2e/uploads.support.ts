// Uploads through the upstream's uploads endpoint, with the type rules of spec section 5.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import {
  hydrated,
  italian,
  mockControl,
  pickOption,
  scopeRequests,
  searchBox,
  unique,
  upstreamRows,
  upstreamToken,
  writesOf,
} from "./helpers";
import { mockURL } from "./ports";

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

  test(`refuses an image whose content is another format, sending nothing upstream (${mode})`, async ({ page }) => {
    const requestId = await scopeRequests(page);
    await page.goto("/banners/new");
    const dialog = page.getByRole("dialog");
    const name = `Banner ${mode} travestito ${unique()}`;
    await dialog.getByLabel("Nome").fill(name);
    // Named and declared a PNG, but a PDF inside.
    await dialog
      .getByLabel("Immagine del banner")
      .setInputFiles({ name: "locandina.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.4\n1 0 obj\n") });
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog.getByLabel("Immagine del banner")).toHaveAccessibleDescription(
      italian.uploadChecks.contentMismatch,
    );
    await expect(dialog.getByLabel("Nome")).toHaveValue(name);
    expect(await writesOf(requestId)).toEqual([]);
  });

  test(`refuses a file URL the back-office did not hand out, keeping what was typed (${mode})`, async ({ page }) => {
    const requestId = await scopeRequests(page);
    await page.goto("/banners/new");
    const dialog = page.getByRole("dialog");
    const name = `Banner ${mode} indirizzo falso ${unique()}`;
    await dialog.getByLabel("Nome").fill(name);
    // What a hand-made post would carry: the field's hidden URL set to a file nobody uploaded here, without a file.
    await page.route("**/banners/new*", async (route) => {
      const body = route.request().postData();
      if (route.request().method() !== "POST" || body === null) return route.continue();
      const forged = body.replace(
        /(name="bannerImage"\r\n\r\n)[^\r]*/,
        `$1${mockURL}/uploads/ffffffffffffffffffffffff/file`,
      );
      return route.continue({ postData: forged });
    });
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog.getByLabel("Immagine del banner")).toHaveAccessibleDescription(italian.uploadChecks.urlRefused);
    await expect(dialog.getByLabel("Nome")).toHaveValue(name);
    await expect(dialog.getByRole("img", { name: "Immagine attuale" })).toHaveCount(0);
    expect(await writesOf(requestId)).toEqual([]);
  });

  // Without JavaScript the form goes to the server however it is filled, so a refusal there comes after the upload.
  if (mode === "nojs")
    test("keeps a file uploaded with a post refused for another field, and saves it with the next post", async ({
      page,
    }) => {
      const name = `Banner ripresentato ${unique()}`;
      await page.goto("/banners/new");
      const dialog = page.getByRole("dialog");
      await dialog
        .getByLabel("Immagine del banner")
        .setInputFiles({ name: "locandina.png", mimeType: "image/png", buffer: png });
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog.getByLabel("Nome")).toHaveAccessibleDescription(italian.validation.required);
      await expect(dialog.getByRole("img", { name: "Immagine attuale" })).toBeVisible();
      await dialog.getByLabel("Nome").fill(name);
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Creato con successo");
      const [saved] = await upstreamRows(`/banners?name=${encodeURIComponent(name)}`);
      expect(saved?.bannerImage).toMatch(/\/uploads\/[0-9a-f]{24}\/file$/);
    });

  test(`takes a document where a field asks for one, and refuses an image there (${mode})`, async ({ page }) => {
    test.setTimeout(60_000);
    // The Word file is converted as a job (decision 052): this test's jobs are over as soon as they start.
    const requestId = await scopeRequests(page);
    await mockControl("upload-jobs", { body: { requestId, pendingMs: 0, processingMs: 0 } });
    await page.goto("/formatRequests/new");
    if (mode === "js") await hydrated(page);
    const dialog = page.getByRole("dialog");
    const attachment = dialog.getByLabel("Documento della proposta (PDF, Word, Excel o PowerPoint)");
    await expect(attachment).toHaveAttribute("accept", ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx");
    const event = `Serata con proposta ${mode} ${unique()}`;
    if (mode === "js") {
      await searchBox(dialog, "Format").fill("sabato italiano tour");
      await page.getByRole("option", { name: "Sabato Italiano Tour" }).click();
    } else {
      await pickOption(dialog, "nojs", "Format", "Sabato", "Sabato Italiano Tour");
    }
    await dialog.getByLabel("Nome dell'evento").fill(event);
    await dialog.getByLabel("Inizio").fill("17/05/2031");
    await attachment.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: png });
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(
      dialog.getByText("Tipo di file non ammesso: carica un PDF, Word, Excel o PowerPoint", { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByLabel("Nome dell'evento")).toHaveValue(event);

    await attachment.setInputFiles({
      name: "proposta.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      // A ZIP package, as every .docx is (its local file header first).
      buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("proposta")]),
    });
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Creato con successo");
    const token = await upstreamToken("disco@demo.test");
    const [saved] = (await (
      await fetch(`${mockURL}/format-requests?eventName=${encodeURIComponent(event)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { attachment?: string }[];
    expect(saved?.attachment).toMatch(/\/uploads\/[0-9a-f]+\/file$/);
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
    await page.getByLabel("Cerca", { exact: true }).fill("immagine-7.jpg");
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
