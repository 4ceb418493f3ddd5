// Setting up the night, the same steps with JavaScript on and off: the galley tab adds one of the
// venue's products to a new event's stock, refuses it twice and a bad quantity by the field, and takes it out again
// (never a product already ordered), each change in the stock log; the cloakroom tab makes one slot or a numbered
// range (refusing an empty range, one too large and codes that exist), renames and closes a slot, and removes an
// unused one only. Each test works on an event of its own and reads what the mock received.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import {
  hydrated,
  ownEvent as ownEventAhead,
  scopeRequests,
  searchBox,
  upstreamRows as upstream,
  writesOf,
  pickOption,
} from "./helpers";

const ownEvent = (label: string) => ownEventAhead(label, 160);

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

async function openTab(page: Page, event: Row, tab: string, mode: Mode) {
  await page.goto(`/events/${event._id}/${tab}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(event.name));
  if (mode === "js") await hydrated(page);
}

/** A slot's card in the cloakroom. */
function row(page: Page, text: string): Locator {
  return page.getByRole("list", { name: "Posti del guardaroba" }).getByRole("article", { name: text, exact: true });
}

/** A product's card in the galley's stock (the log below it names the same products). */
function stockRow(page: Page, text: string): Locator {
  return page.getByRole("list", { name: "Scorte della serata" }).getByRole("article", { name: text });
}

const saved = { timeout: 20_000 };

export function setupNightSpecs(mode: Mode) {
  test.use({ storageState: storageStateOf("disco") });

  test(`adds a product to a new event's galley, once, and takes it out again (${mode})`, async ({ page }) => {
    test.slow();
    const event = await ownEvent(`Cambusa ${mode}`);
    await openTab(page, event, "galley", mode);
    await expect(page.getByText("Nessun risultato")).toBeVisible();
    await expect(page.getByText("Nessun movimento registrato.")).toBeVisible();

    const add = async (quantity: string) => {
      await page.getByRole("link", { name: "Nuovo" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      if (mode === "js") {
        await hydrated(page);
        await searchBox(dialog, "Prodotto").fill("Gin tonic");
        // Options that share a name say what tells them apart (decision 034): the name comes first.
        await page
          .getByRole("option", { name: /^Gin tonic\b/ })
          .first()
          .click();
      } else {
        await pickOption(dialog, "nojs", "Prodotto", "Gin tonic", "Gin tonic");
      }
      await dialog.getByLabel("Scorta iniziale (pezzi)").fill(quantity);
      await dialog.getByRole("button", { name: "Salva" }).click();
      return dialog;
    };

    const refused = await add("-3");
    await expect(refused.getByText("Deve essere almeno 0")).toBeVisible();
    await refused.getByLabel("Scorta iniziale (pezzi)").fill("24");
    await refused.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Creato con successo", saved);
    await expect(stockRow(page, "Gin tonic")).toContainText("24 rimasti su 24");
    await expect(page.locator("section", { hasText: "Registro della cambusa" })).toContainText("Aggiunto");
    const [stocked] = await upstream(`/galleys?eventId=${event._id}`);
    expect(stocked).toMatchObject({ productName: "Gin tonic", quantity: 24, totOrdered: 0 });

    const twice = await add("5");
    await expect(twice.getByText("Questo prodotto è già nella cambusa della serata")).toBeVisible();
    await expect(twice.getByLabel("Scorta iniziale (pezzi)")).toHaveValue("5");
    await twice.getByRole("link", { name: "Annulla" }).click();

    await stockRow(page, "Gin tonic").getByRole("link", { name: "Elimina Gin tonic" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByRole("status")).toHaveText("Gin tonic tolto dalla cambusa della serata", saved);
    await expect(stockRow(page, "Gin tonic")).toHaveCount(0);
    await expect(page.locator("section", { hasText: "Registro della cambusa" })).toContainText("Tolto");
    expect(await upstream(`/galleys?eventId=${event._id}`)).toEqual([]);
  });

  test(`never takes out a product already ordered (${mode})`, async ({ page }) => {
    const requestId = await scopeRequests(page);
    // A seeded row of the demo club's nights with orders on it.
    const [ordered] = await upstream("/galleys?totOrdered[gt]=0&limit=1");
    const [event] = await upstream(`/events?_id=${String(ordered.eventId)}`);
    await openTab(page, event, "galley", mode);
    const line = stockRow(page, String(ordered.productName)).first();
    await expect(line).toBeVisible();
    await expect(line.getByRole("link", { name: /^Elimina / })).toHaveCount(0);
    const forged = await page.request.post(`/events/${event._id}/galley/${ordered._id}/delete`, {
      form: {},
      headers: { "x-request-id": requestId },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(409);
    expect(await writesOf(requestId)).toEqual([]);
  });

  test(`makes cloakroom slots one or a range at a time, renames, closes and removes them (${mode})`, async ({
    page,
  }) => {
    test.slow();
    const event = await ownEvent(`Guardaroba ${mode}`);
    await openTab(page, event, "cloakroom", mode);
    const range = async (from: string, to: string) => {
      await page.getByRole("link", { name: "Aggiungi posti" }).click();
      const dialog = page.getByRole("dialog", { name: "Aggiungi posti al guardaroba" });
      await expect(dialog).toBeVisible();
      if (mode === "js") await hydrated(page);
      await dialog.getByLabel("Prefisso").fill("A");
      await dialog.getByLabel("Dal numero").fill(from);
      await dialog.getByLabel("Al numero (vuoto: un posto solo)").fill(to);
      await dialog.getByRole("button", { name: "Crea i posti" }).click();
      return dialog;
    };

    const empty = await range("5", "3");
    await expect(empty.getByText("Il numero finale deve essere almeno 5.")).toBeVisible();
    await empty.getByLabel("Al numero (vuoto: un posto solo)").fill("10004");
    await empty.getByRole("button", { name: "Crea i posti" }).click();
    await expect(empty.getByText("Al massimo 500 posti alla volta.")).toBeVisible();
    await expect(empty.getByLabel("Prefisso")).toHaveValue("A");
    await empty.getByLabel("Dal numero").fill("1");
    await empty.getByLabel("Al numero (vuoto: un posto solo)").fill("3");
    await empty.getByRole("button", { name: "Crea i posti" }).click();
    await expect(page.getByRole("status")).toHaveText("Creati 3 posti, da A1 a A3", saved);
    expect((await upstream(`/cloakroom-slots?eventId=${event._id}&sort=code`)).map((slot) => slot.code)).toEqual([
      "A1",
      "A2",
      "A3",
    ]);

    const again = await range("2", "4");
    await expect(again.getByText(/Questi posti esistono già: A[23], A[23]\./)).toBeVisible();
    await again.getByRole("link", { name: "Annulla" }).click();

    // Rename A1, close A2 (desk work, in the cloakroom's manage view): a closed slot is not given to anyone.
    await page.getByRole("link", { name: "Modifica o elimina posti" }).click();
    await row(page, "A1").getByRole("link", { name: "Modifica A1" }).click();
    const edit = page.getByRole("dialog");
    await edit.getByLabel("Codice").fill("VIP1");
    await edit.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Salvato con successo", saved);
    await expect(row(page, "VIP1")).toBeVisible();
    await row(page, "A2").getByRole("link", { name: "Modifica A2" }).click();
    await page.getByRole("dialog").getByLabel("Chiuso (non si assegna a nessuno)").check();
    await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Salvato con successo", saved);
    await page.getByRole("link", { name: "Torna al guardaroba" }).click();
    await expect(row(page, "A2").getByRole("button", { name: /^Assegna/ })).toHaveCount(0);
    await expect(row(page, "A2")).toContainText("Chiuso");
    await expect(row(page, "A3").getByRole("button", { name: /^Assegna/ })).toHaveCount(1);
    await page.getByRole("link", { name: "Modifica o elimina posti" }).click();

    await row(page, "A3").getByRole("link", { name: "Elimina A3" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByRole("status")).toHaveText("Posto A3 eliminato", saved);
    const left = await upstream(`/cloakroom-slots?eventId=${event._id}&sort=code`);
    expect(left.map((slot) => [slot.code, slot.closed ?? false])).toEqual([
      ["A2", true],
      ["VIP1", false],
    ]);
  });
}
