// The night at the venue (issue: commerce and the night), the same steps with JavaScript on and off: a galley attendant
// updates tonight's stock and sees the log entry (and is told when an unload is more than what is left); a spin gift
// over the wheel's 100% is refused on its field with what is left; data cash secrets come back masked after a save.
// Each mode works on its own rows (a different drink, a different wheel, a different secret) so the two projects can
// run side by side on the shared mock.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, pickOption } from "./helpers";

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

/**
 * The positive notice after a change. It fades out after 2 s (spec section 9); read from the page rather than the
 * accessibility tree so a slow machine that renders it late still sees what it said.
 */
/** A save's round trip (action, redirect, every loader again) can take long on the shared test machine. */
const afterSave = { timeout: 20_000 };

function notice(page: Page) {
  return page.locator('[data-notice="positive"]');
}

/** An event of the demo club (tonight's unless named), on one of its tabs. */
async function openEvent(page: Page, tab: string, event = "Stasera al Demo Club") {
  await page.goto(`/events?when=all&q=${encodeURIComponent(event)}`);
  await page.getByRole("link", { name: event, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event);
  await page.getByRole("navigation", { name: "Sezioni dell'evento" }).getByRole("link", { name: tab }).click();
  await expect(page.getByRole("heading", { level: 2, name: tab })).toBeVisible();
}

export function nightSpecs(mode: Mode) {
  const drink = mode === "js" ? "Spritz" : "Birra media";

  test.describe("a galley attendant", () => {
    test.use({ storageState: storageStateOf("galley") });

    test("loads stock for tonight, sees it in the log, and cannot unload more than what is left", async ({ page }) => {
      // Several round trips on a shared, busy machine.
      test.slow();
      await openEvent(page, "Cambusa");
      const stock = page.getByRole("article", { name: drink, exact: true });
      const figures = async () => {
        const text = (await stock.textContent()) ?? "";
        const [, left, quantity] = text.match(/(\d+) rimast[oi] su (\d+)/) ?? [];
        return { left: Number(left), quantity: Number(quantity) };
      };
      const before = await figures();

      await stock.getByRole("link", { name: `Aggiorna le scorte di ${drink}` }).click();
      const dialog = page.getByRole("dialog", { name: `Scorte di ${drink}` });
      await expect(dialog).toBeVisible();
      await ready(page, mode);
      await dialog.getByLabel("Movimento").selectOption({ label: "Carico" });
      await dialog.getByLabel("Pezzi").fill("6");
      await dialog.getByRole("button", { name: "Registra" }).click();
      await expect(notice(page)).toHaveText(`Caricati 6 pezzi di ${drink}`, afterSave);
      await expect(dialog).toBeHidden();
      await expect(stock).toContainText(`${before.left + 6} rimasti su ${before.quantity + 6}`);

      const log = page.getByRole("table", { name: "Registro della cambusa" });
      // The newest entry for this drink: the other project's run loads another drink into the same log meanwhile.
      await expect(log.locator("tbody tr").filter({ hasText: drink }).first()).toContainText(
        [drink, "Carico", "6", String(before.quantity + 6), "Davide Ricci"].join(""),
        { useInnerText: false },
      );

      // Unloading more than what is left is refused next to the field, with what was typed kept.
      await stock.getByRole("link", { name: `Aggiorna le scorte di ${drink}` }).click();
      await ready(page, mode);
      await dialog.getByLabel("Movimento").selectOption({ label: "Scarico" });
      const left = before.left + 6;
      await dialog.getByLabel("Pezzi").fill(String(left + 1));
      await dialog.getByRole("button", { name: "Registra" }).click();
      await expect(dialog.getByText(`Non puoi scaricare più di quanto rimane: ${left} pezzi.`)).toBeVisible();
      await expect(dialog.getByLabel("Pezzi")).toHaveValue(String(left + 1));
      await expect(dialog.getByLabel("Movimento")).toHaveValue("unload");
      await expect(dialog.getByLabel("Pezzi")).toHaveAttribute("aria-invalid", "true");
    });
  });

  test.describe("a spin gift over the wheel", () => {
    const who = mode === "js" ? "disco" : "admin";
    test.use({ storageState: storageStateOf(who) });

    test("is refused on the probability field with how much is left, keeping what was typed", async ({ page }) => {
      // Several round trips on a shared, busy machine.
      test.slow();
      if (mode === "js") await openEvent(page, "Premi ruota");
      else await page.goto("/globalSpinGifts");
      const usage = await page.getByText(/Probabilità assegnate: .*restano/).textContent();
      const left = Number(usage?.match(/restano ([\d.]+)%/)?.[1]);
      expect(left).toBeGreaterThan(1);

      await page.getByRole("link", { name: "Nuovo" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await ready(page, mode);
      await pickOption(dialog, mode, "Prodotto", "Spritz", "Spritz");
      await dialog.getByLabel("Frequenza giri").fill("10");
      await dialog.getByLabel("Probabilità").fill(String(left + 1));
      await dialog.getByLabel("Quantità").fill("5");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(
        dialog.getByText(`Le probabilità dei premi superano il 100%: per questo premio resta al massimo il ${left}%.`),
      ).toBeVisible();
      await expect(dialog.getByLabel("Probabilità")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Quantità")).toHaveValue("5");

      await dialog.getByLabel("Probabilità").fill("1");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(notice(page)).toHaveText("Creato con successo", afterSave);
      await expect(page.getByText(/Probabilità assegnate/)).toContainText(
        `restano ${Math.round((left - 1) * 100) / 100}%`,
      );
    });
  });

  test.describe("data cash", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("shows a saved secret only masked, and keeps the others when left empty", async ({ page }) => {
      // Several round trips on a shared, busy machine.
      test.slow();
      // Each mode replaces a different secret, so neither sees the other's change.
      const [label, secret] = mode === "js" ? ["Password", "Nuova-cassa-42"] : ["PIN", "771158"];
      const page$ = await page.goto("/dataCash");
      expect(page$?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Data Cash" })).toBeVisible();
      await expect(page.getByText("Valore salvato: ••••ey. Lascia vuoto per mantenerlo.")).toBeVisible();
      await ready(page, mode);
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveValue("");
      await expect(field).toHaveAttribute("type", "password");
      await field.fill(secret);
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(notice(page)).toHaveText("Credenziali Data Cash salvate", afterSave);
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
      await expect(
        page
          .locator(`[id$="-hint"]`)
          .filter({ hasText: "••••" + secret.slice(-2) })
          .first(),
      ).toBeVisible();
      // The API key was left empty: still the stored one. Nothing of the new secret is on the page.
      await expect(page.getByText("Valore salvato: ••••ey. Lascia vuoto per mantenerlo.")).toBeVisible();
      expect(await page.content()).not.toContain(secret);
      await expect(page.getByLabel("Nome utente")).toHaveValue("democlub");
    });
  });
}

export function cloakroomSpecs(mode: Mode) {
  test.describe("a cloakroom attendant", () => {
    test.use({ storageState: storageStateOf("cloakroom") });

    test("gives a free slot to a guest, by name or not, then takes the coat back", async ({ page }) => {
      test.slow();
      const guest = mode === "js" ? "Anna Neri" : "Paolo Verdi";
      // Each project's run on an event of its own: it counts the free slots, which the other run would change.
      await openEvent(page, "Guardaroba", mode === "js" ? "Stasera al Demo Club" : "Notte Latina");
      await ready(page, mode);
      const counts = page.getByRole("navigation", { name: "Posti per stato" });
      const count = async (label: string) =>
        Number(
          (await counts.getByRole("link", { name: new RegExp(`^${label}`) }).textContent())?.match(/\((\d+)\)/)?.[1],
        );
      const free = await count("Libero");
      // Each mode takes its own free slot: the first or the last one listed.
      const slots = page.getByRole("list", { name: "Posti del guardaroba" }).getByRole("article").filter({
        hasText: "Libero",
      });
      const slot = mode === "js" ? slots.first() : slots.last();
      const code = (await slot.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
      const card = page.getByRole("article", { name: code, exact: true });

      await card.getByLabel(`Ospite a cui assegnare ${code}`).fill(guest);
      await card.getByRole("button", { name: `Assegna il posto ${code}` }).click();
      await expect(notice(page)).toHaveText(`Posto ${code} assegnato`, afterSave);
      await expect(card).toContainText("Occupato");
      await expect(card).toContainText(guest);
      await expect(counts.getByRole("link", { name: /^Libero/ })).toContainText(`(${free - 1})`);

      // With JavaScript the return is made at once (and can be taken back); without, it is confirmed first.
      if (mode === "js") {
        await card.getByRole("button", { name: `Segna restituito il posto ${code}` }).click();
        await expect(page.locator("[data-undo-toast]")).toContainText(`Posto ${code} restituito`, afterSave);
      } else {
        await card.getByRole("link", { name: `Segna restituito il posto ${code}` }).click();
        await page
          .getByRole("dialog")
          .getByRole("button", { name: `Segna restituito il posto ${code}` })
          .click();
        await expect(notice(page)).toHaveText(`Posto ${code} restituito`, afterSave);
      }
      await expect(card).toContainText("Restituito");
      await expect(card.getByRole("button", { name: `Libera il posto ${code}` })).toBeVisible();

      // The slot's number is the guest's ticket: a coat is taken in without a name as well.
      const next = mode === "js" ? slots.first() : slots.last();
      const nextCode = (await next.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
      const nextCard = page.getByRole("article", { name: nextCode, exact: true });
      await nextCard.getByRole("button", { name: `Assegna il posto ${nextCode}` }).click();
      await expect(notice(page)).toHaveText(`Posto ${nextCode} assegnato`, afterSave);
      await expect(nextCard).toContainText("Occupato");
    });
  });
}
