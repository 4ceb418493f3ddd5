// People, the same steps with JavaScript on and off: an admin approves one identity check and
// rejects another after confirming and sees them leave the pending queue; disables then re-enables a user from the
// list; sees a minor marked in the list and in the form; gives a user a collaborating venue. Each mode works on its own
// seeded checks (known document numbers) and users, so the two projects can run side by side on the shared mock.
import type { Locator, Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import {
  createUpstream,
  hydrated,
  openRowMenu,
  pickOption,
  searchBox,
  unique,
  upstreamRows,
  upstreamToken,
} from "./helpers";
import { mockURL } from "./ports";
import { expect, test } from "./shared-pages";

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

async function search(page: Page, mode: Mode, text: string) {
  await ready(page, mode);
  await page.getByLabel("Cerca", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Applica" }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`));
}

/**
 * dd/MM/yyyy of the day `years` years before today shifted by `days` (on the venue's clock, Europe/Rome): set by the
 * test, so the expected age is known without any code of the app. The day is moved after the year, so today being
 * 29 February never makes an invalid date.
 */
function birthDate(years: number, days: number): string {
  const today = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Rome", day: "2-digit", month: "2-digit", year: "numeric" })
      .formatToParts(new Date())
      .map((part) => [part.type, Number(part.value)]),
  );
  const date = new Date(Date.UTC(today.year - years, today.month - 1, today.day + days));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

function card(page: Page, documentNumber: string): Locator {
  return page.getByTestId("validation-card").filter({ hasText: documentNumber });
}

/** Decides the pending check with this document number through its confirmation; answers the user's name. */
async function decide(
  page: Page,
  mode: Mode,
  documentNumber: string,
  decision: "Approva" | "Rifiuta",
): Promise<string> {
  await page.goto("/user-validations");
  await expect(page.getByRole("link", { name: /^In attesa \(\d+\)$/ })).toHaveAttribute("aria-current", "true");
  await search(page, mode, documentNumber);
  const pending = card(page, documentNumber);
  await expect(pending).toHaveCount(1);
  const name = (await pending.getByRole("heading").innerText()).trim();
  await expect(pending.getByText("In attesa", { exact: true })).toBeVisible();

  // The selfie and both sides of the document, side by side, each opening full size in a new tab.
  for (const alt of [
    `Selfie di ${name} con il documento`,
    `Fronte del documento di ${name}`,
    `Retro del documento di ${name}`,
  ]) {
    const image = pending.getByRole("img", { name: alt });
    await expect(image).toBeVisible();
    const source = await image.getAttribute("src");
    expect(source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sample-documents\/(selfie|front|back)\/\d+\.svg$/);
    const link = image.locator("xpath=ancestor::a[1]");
    await expect(link).toHaveAttribute("href", source!);
    await expect(link).toHaveAttribute("target", "_blank");
    if (mode === "js")
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }

  const verb = decision === "Approva" ? "approve" : "reject";
  await pending.getByRole("link", { name: `${decision} la verifica di ${name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user-validations/[0-9a-f]+/${verb}\\?q=${documentNumber}$`));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    decision === "Approva" ? "Vuoi davvero approvare questo documento?" : "Vuoi davvero rifiutare questo documento?",
  );
  await expect(dialog).toContainText(documentNumber);
  await expect(dialog.getByRole("img", { name: `Fronte del documento di ${name}` })).toBeVisible();
  const dialogUrl = page.url();

  // Cancelling first changes nothing.
  await dialog.getByRole("link", { name: decision === "Approva" ? "Non approvare" : "Non rifiutare" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card(page, documentNumber)).toHaveCount(1);

  await page.goto(dialogUrl);
  await page.getByRole("dialog").getByRole("button", { name: decision }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Verifica di ${name} ${decision === "Approva" ? "approvata" : "rifiutata"}`,
  );
  await expect(page).toHaveURL(new RegExp(`/user-validations\\?q=${documentNumber}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Still on the pending queue: the decided check has left it.
  await expect(card(page, documentNumber)).toHaveCount(0);
  await expect(page.getByText("Nessuna verifica in questo stato.")).toBeVisible();

  // A decided check may not be decided again.
  expect((await page.request.get(dialogUrl, { maxRedirects: 0 })).status()).toBe(404);
  return name;
}

export function peopleSpecs(mode: Mode) {
  const seeded =
    mode === "js"
      ? {
          approve: "AV1000001",
          reject: "AV1000002",
          toggle: ["lorenzo.mariani.39", "Lorenzo Mariani"],
          collaborator: "filippo.rinaldi.57",
        }
      : {
          approve: "AV1000003",
          reject: "AV1000004",
          toggle: ["valentina.greco.12", "Valentina Greco"],
          collaborator: "giulia.bruno.30",
        };
  // Users whose birth date the age test sets itself: one per mode, so the two projects never write the same user.
  const ages =
    mode === "js"
      ? { minor: "martina.colombo.8", adult: "elena.barbieri.10" }
      : { minor: "davide.giordano.13", adult: "federica.mariani.14" };

  test.describe("identity checks", () => {
    test.use({ storageState: storageStateOf("admin") });

    /** The users list shows the user's identity-check state (name and surname are columns of their own). */
    async function userShows(page: Page, name: string, state: string, label: string) {
      const [first, last] = name.split(" ");
      await page.goto(`/users?validationStatus=${state}&q=${encodeURIComponent(last)}`);
      const user = page
        .locator("tbody tr")
        // The first cell is the row's bulk checkbox.
        .filter({ has: page.locator("td:nth-child(2)", { hasText: first }) })
        .filter({ has: page.locator("td:nth-child(3)", { hasText: last }) });
      await expect(user.first().locator("td:nth-child(8)")).toHaveText(label);
    }

    test("approves one after confirming; it leaves the pending queue for the approved one", async ({ page }) => {
      test.setTimeout(60_000);
      const approved = await decide(page, mode, seeded.approve, "Approva");
      await page.getByRole("link", { name: /^Approvata \(\d+\)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/user-validations\\?q=${seeded.approve}&status=approved$`));
      await expect(page.getByRole("link", { name: /^Approvata \(\d+\)$/ })).toHaveAttribute("aria-current", "true");
      await expect(card(page, seeded.approve).getByText("Approvata", { exact: true })).toBeVisible();
      await expect(card(page, seeded.approve).getByRole("link", { name: /^Approva / })).toHaveCount(0);
      await userShows(page, approved, "approved", "Approvata");
    });

    test("rejects another after confirming; it leaves the pending queue for the rejected one", async ({ page }) => {
      test.setTimeout(60_000);
      const rejected = await decide(page, mode, seeded.reject, "Rifiuta");
      await page.getByRole("link", { name: /^Rifiutata \(\d+\)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/user-validations\\?q=${seeded.reject}&status=rejected$`));
      await expect(card(page, seeded.reject).getByText("Rifiutata", { exact: true })).toBeVisible();
      await expect(card(page, seeded.reject).getByRole("link", { name: /^Rifiuta / })).toHaveCount(0);
      // Searching on the rejected tab keeps it.
      await search(page, mode, seeded.reject);
      await expect(page).toHaveURL(new RegExp(`/user-validations\\?q=${seeded.reject}&status=rejected$`));
      await userShows(page, rejected, "rejected", "Rifiutata");
    });
  });

  test.describe("users", () => {
    test.use({ storageState: storageStateOf("admin") });

    test("disables a user from the list after asking once, then takes it back", async ({ page }) => {
      // Several round trips (and, without JavaScript, whole pages): more than the default time on a busy machine.
      test.setTimeout(60_000);
      const [query, name] = seeded.toggle;
      const isEnabled = async () => (await upstreamRows(`/users?q=${query}`, "admin@demo.test"))[0]?.isEnabled;
      await page.goto(`/users?q=${query}`);
      await ready(page, mode);
      const row = page.locator("tbody tr");
      await expect(row).toHaveCount(1);
      const enabled = row.locator("td:nth-child(7)");
      await expect(enabled).toHaveText("Sì");

      // The row's "Disattiva" asks first; keeping the user changes nothing.
      await row.getByRole("link", { name: `Disattiva ${name}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Disattivare ${name}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: "Non disattivare", exact: true }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await isEnabled()).toBe(true);

      await row.getByRole("link", { name: `Disattiva ${name}`, exact: true }).click();
      await expect(dialog).toBeVisible();
      await ready(page, mode);
      await dialog.getByRole("button", { name: `Disattiva ${name}`, exact: true }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(enabled).toHaveText("No");
      await expect(page).toHaveURL(new RegExp(`/users\\?q=${query.replace(/\./g, "\\.")}$`));
      expect(await isEnabled()).toBe(false);

      if (mode === "js") {
        // With JavaScript the toast offers the way back.
        const toast = page.locator("[data-undo-toast]");
        await expect(toast).toContainText(`${name}: utente disattivato`);
        await toast.getByRole("button", { name: `Riattiva ${name}`, exact: true }).click();
        await expect(toast).toContainText(`${name}: utente attivato`);
      } else {
        // Without, the notice says it and the row offers "Riattiva".
        // The notice fades after two seconds: read by its mark, whether or not it still shows on a busy machine.
        await expect(page.locator("[data-notice]")).toHaveText(`${name}: utente disattivato`);
        await row.getByRole("button", { name: `Riattiva ${name}`, exact: true }).click();
        await expect(page.locator("[data-notice]")).toHaveText(`${name}: utente attivato`);
      }
      await expect(enabled).toHaveText("Sì");
      expect(await isEnabled()).toBe(true);
    });

    test("marks a minor in the list and in the form: 17 the day before the 18th birthday, an adult of 18 unmarked", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      /** Saves the user's birth date through the form, then answers the list's age cell. */
      const withBirthDate = async (query: string, birthDate: string) => {
        await page.goto(`/users?q=${query}`);
        await ready(page, mode);
        await openRowMenu(page.locator("tbody tr").filter({ hasText: `${query}@example.test` }));
        await page.getByRole("link", { name: `Modifica ${query}@example.test`, exact: true }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await ready(page, mode);
        await dialog.getByLabel("Data di nascita").fill(birthDate);
        await dialog.getByRole("button", { name: "Salva" }).click();
        await expect(page.getByRole("status")).toHaveText("Salvato con successo");
        await page.goto(`/users?q=${query}`);
        return page.locator("tbody tr td:nth-child(6)");
      };

      // Born 18 years ago tomorrow: 17 until tomorrow, so a minor (spec section 9: adult age 18).
      const minor = await withBirthDate(ages.minor, birthDate(18, 1));
      await expect(minor).toContainText("17");
      await expect(minor).toContainText("Minorenne");
      await openRowMenu(page.locator("tbody tr").filter({ hasText: `${ages.minor}@example.test` }));
      await page.getByRole("link", { name: `Modifica ${ages.minor}@example.test`, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("user-age")).toContainText("Età: 17");
      await expect(dialog.getByTestId("user-age")).toContainText("Minorenne");

      // Born 18 years and a day ago: 18, an adult, no label.
      const adult = await withBirthDate(ages.adult, birthDate(18, -1));
      await expect(adult).toHaveText("18");
    });

    test("gives a user a collaborating venue with a role, kept when the form is opened again", async ({ page }) => {
      // Several round trips (and, without JavaScript, whole pages): more than the default time on a busy machine.
      test.setTimeout(60_000);
      await page.goto(`/users?q=${seeded.collaborator}`);
      await ready(page, mode);
      await openRowMenu(page.locator("tbody tr").first());
      await page.getByRole("link", { name: /^Modifica / }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("collaboratingDiscos-row")).toHaveCount(0);
      await ready(page, mode);
      await dialog.getByLabel("Indirizzo").fill("Via dei Mille 3, Milano");
      await dialog.getByRole("button", { name: "Aggiungi una riga" }).click();
      const added = dialog.getByTestId("collaboratingDiscos-row");
      await expect(added).toHaveCount(1);
      // Without JavaScript the row came back from the server, with what was typed.
      await expect(dialog.getByLabel("Indirizzo")).toHaveValue("Via dei Mille 3, Milano");

      // A half-filled row is refused next to its field, and nothing typed is lost.
      // The row's venue is searched like a form's picker (decision 034): it is past the first ten by name.
      await pickOption(added, mode, "Locale 1", "Villa Notte", "Villa Notte Roma");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(added.getByText("Campo obbligatorio")).toBeVisible();
      if (mode === "js") await expect(searchBox(added, "Locale 1", { exact: true })).toHaveValue("Villa Notte Roma");
      else await expect(added.getByRole("combobox", { name: "Locale 1", exact: true })).toHaveValue(/[0-9a-f]+/);

      await added.getByLabel("Ruolo").selectOption({ label: "PR" });
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Salvato con successo");

      await openRowMenu(page.locator("tbody tr").first());
      await page.getByRole("link", { name: /^Modifica / }).click();
      const again = page.getByRole("dialog").getByTestId("collaboratingDiscos-row");
      await expect(again).toHaveCount(1);
      if (mode === "js") await expect(searchBox(again, "Locale 1", { exact: true })).toHaveValue("Villa Notte Roma");
      else
        await expect(
          again.getByRole("combobox", { name: "Locale 1", exact: true }).locator("option:checked"),
        ).toHaveText(/^Villa Notte Roma — /);
      await expect(again.getByLabel("Ruolo").locator("option:checked")).toHaveText("PR");
      await expect(page.getByRole("dialog").getByLabel("Indirizzo")).toHaveValue("Via dei Mille 3, Milano");
    });
  });

  test.describe("a user's platform flags", () => {
    test.use({ storageState: storageStateOf("admin") });

    test("shows and sets the admin flag, the completed profile and the two acceptances", async ({ page }) => {
      test.setTimeout(60_000);
      const email = `flags-${mode}-${unique()}@example.test`;
      const user = await createUpstream<{ _id: string }>("admin@demo.test", "/users", {
        email,
        name: "Flavia",
        surname: `Flag ${mode}`,
        role: "user",
        isEnabled: true,
        admin: false,
        profileCompleted: false,
        privacyPolicyAccepted: true,
        termsAndConditionsAccepted: false,
      });
      await page.goto(`/users?q=${encodeURIComponent(email)}`);
      await ready(page, mode);
      await openRowMenu(page.locator("tbody tr").first());
      await page.getByRole("link", { name: /^Modifica / }).click();
      const dialog = page.getByRole("dialog");
      await ready(page, mode);
      const flag = (label: string) => dialog.getByLabel(label, { exact: true });
      await expect(flag("Amministratore della piattaforma")).not.toBeChecked();
      await expect(flag("Profilo completato")).not.toBeChecked();
      await expect(flag("Informativa privacy accettata")).toBeChecked();
      await expect(flag("Termini e condizioni accettati")).not.toBeChecked();
      await flag("Profilo completato").check();
      await flag("Termini e condizioni accettati").check();
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Salvato con successo");
      const token = await upstreamToken("admin@demo.test");
      const saved = await (
        await fetch(`${mockURL}/users/${user._id}`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      expect(saved).toMatchObject({
        admin: false,
        profileCompleted: true,
        privacyPolicyAccepted: true,
        termsAndConditionsAccepted: true,
      });
    });
  });

  // Only statuses, the same answers in either mode: asked once, over HTTP with the venue's session (decision 040).
  if (mode === "js")
    test.describe("as a venue", () => {
      test("neither the users' switch nor the identity checks exist", async ({ httpAs }) => {
        const http = await httpAs("disco");
        expect((await http.get("/user-validations")).status()).toBe(404);
        expect(
          (
            await http.post("/users/000000000000000000000000/enabled", {
              form: { isEnabled: "false" },
              maxRedirects: 0,
            })
          ).status(),
        ).toBe(404);
        expect(
          (await http.get("/user-validations/9a0000000000000000000001/approve", { maxRedirects: 0 })).status(),
        ).toBe(404);
        expect(
          (
            await http.post("/user-validations/9a0000000000000000000001/approve", { form: {}, maxRedirects: 0 })
          ).status(),
        ).toBe(404);
      });
    });
}
