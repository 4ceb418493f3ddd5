// The user's own pages (decision 010), with JavaScript on and off: the profile edited and shown in the header, the
// password changed ('Password errata' for a wrong old one, then sign-in with the new one), the venue's profile saved.
// Each mode has its own seeded account (mock-upstream/profiles.mjs), so the two runs never share a password.
import { expect, test, type Page } from "@playwright/test";
import { demoPassword, storageStateOf } from "./accounts";
import { pathIs, signIn } from "./helpers";

// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function signOut(page: Page) {
  await page.locator("summary[aria-label^='Menu di']").click();
  await page.getByRole("button", { name: "Esci" }).first().click();
  await expect(page).toHaveURL(/\/login/);
}

export function profileSpecs(mode: "js" | "nojs") {
  const email = `password.${mode}@demo.test`;
  const newPassword = `Notte-${mode}-2027`;

  // One test: the steps share one account, and the last one changes its password.
  test(`edits the profile, then changes the password and signs in with the new one (${mode})`, async ({ page }) => {
    // Five steps, three sign-ins: more than one page's worth of time on a busy machine.
    test.setTimeout(90_000);
    await page.goto("/login");
    await signIn(page, email);
    await expect(page).toHaveURL(pathIs("/users"));

    await test.step("the profile: a wrong phone is refused next to it, what was typed stays", async () => {
      await page.goto("/profile");
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await page.getByRole("textbox", { name: "Nome", exact: true }).fill(`Irma ${mode}`);
      await page.getByLabel("Telefono").fill("3331234567");
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByLabel("Telefono")).toHaveAccessibleDescription("Numero di telefono non valido");
      await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(`Irma ${mode}`);
    });

    await test.step("the profile: saved with a picture; the header shows the new name and picture", async () => {
      await page.getByLabel("Telefono").fill("+39 3331234567");
      await page
        .getByLabel("Immagine del profilo")
        .setInputFiles({ name: "ritratto.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Profilo aggiornato");
      await expect(page).toHaveURL(pathIs("/profile"));
      await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(`Irma ${mode}`);
      await expect(page.getByLabel("Telefono")).toHaveValue("+39 3331234567");
      await expect(page.getByRole("img", { name: "Immagine attuale" })).toHaveAttribute(
        "src",
        /\/uploads\/[0-9a-f]+\/file$/,
      );
      const menu = page.locator("summary[aria-label^='Menu di']");
      await expect(menu).toHaveAttribute("aria-label", `Menu di Irma ${mode} ${mode === "js" ? "Neri" : "Verdi"}`);
      await expect(menu.locator("[data-avatar-picture]")).toHaveAttribute(
        "data-avatar-picture",
        /\/uploads\/[0-9a-f]+\/file$/,
      );
    });

    await test.step("the password: a wrong old one is 'Password errata' next to it, and no password comes back", async () => {
      await page.getByRole("link", { name: "Cambia password" }).click();
      await expect(page).toHaveURL(pathIs("/profile/change-password"));
      await page.getByLabel("Password attuale").fill("Sbagliata-1");
      await page.getByLabel("Nuova password").fill(newPassword);
      await page.getByLabel("Conferma password").fill(newPassword);
      await page.getByRole("button", { name: "Cambia password" }).click();
      await expect(page.getByLabel("Password attuale")).toHaveAccessibleDescription("Password errata");
      // The server never writes a password back into the page; without JavaScript the fields come back empty.
      if (mode === "nojs") {
        await expect(page.getByLabel("Password attuale")).toHaveValue("");
        await expect(page.getByLabel("Nuova password")).toHaveValue("");
      }
      expect(await page.content()).not.toContain(newPassword);
    });

    await test.step("the password: the rules of section 5 and the confirmation, next to their fields", async () => {
      await page.getByLabel("Password attuale").fill(demoPassword);
      await page.getByLabel("Nuova password").fill("notte-2027");
      await page.getByLabel("Conferma password").fill("notte-2028");
      await page.getByRole("button", { name: "Cambia password" }).click();
      await expect(page.getByLabel("Nuova password")).toHaveAccessibleDescription(/Serve almeno una lettera maiuscola/);
      await expect(page.getByLabel("Conferma password")).toHaveAccessibleDescription("Le password non coincidono");
    });

    await test.step("the password: changed, then only the new one signs in", async () => {
      await page.getByLabel("Password attuale").fill(demoPassword);
      await page.getByLabel("Nuova password").fill(newPassword);
      await page.getByLabel("Conferma password").fill(newPassword);
      await page.getByRole("button", { name: "Cambia password" }).click();
      await expect(page.getByRole("status")).toHaveText("Password aggiornata");
      await expect(page).toHaveURL(pathIs("/profile"));
      await signOut(page);
      await signIn(page, email);
      await expect(page.getByText("Email o password errate")).toBeVisible();
      await signIn(page, email, newPassword);
      await expect(page).toHaveURL(pathIs("/users"));
    });
  });
}

export function venueProfileSpecs(mode: "js" | "nojs") {
  // The demo club for one mode, the demo format for the other: the two runs never write the same venue.
  const account = mode === "js" ? "disco" : "format";
  const venue = mode === "js" ? "Demo Club Milano" : "Sabato Italiano Tour";
  test.describe(`the venue's profile (${mode})`, () => {
    test.use({ storageState: storageStateOf(account) });

    test(`a venue user edits the venue's profile and sees it saved; fees are read-only (${mode})`, async ({ page }) => {
      await page.goto("/disco-profile");
      await expect(page.getByRole("heading", { level: 1, name: "Profilo del locale" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(venue);
      await expect(page.getByText("Commissione online tavoli")).toBeVisible();
      await expect(page.getByLabel("Commissione online tavoli")).toHaveCount(0);
      if (mode === "js") await expect(page.getByText("Attivo", { exact: true })).toBeVisible();

      const description = `Serate del ${mode} aggiornate ${Date.now() % 100000}`;
      await page.getByLabel("Descrizione").fill(description);
      await page.getByLabel("PEC").fill("non-una-pec");
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByLabel("PEC")).toHaveAccessibleDescription("Email non valida");
      await expect(page.getByLabel("Descrizione")).toHaveValue(description);

      await page.getByLabel("PEC").fill(`amministrazione@pec.${mode}.it`);
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Salvato con successo");
      await page.reload();
      await expect(page.getByLabel("Descrizione")).toHaveValue(description);
      await expect(page.getByLabel("PEC")).toHaveValue(`amministrazione@pec.${mode}.it`);
    });
  });
}
