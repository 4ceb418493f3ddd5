// The cloakroom and the galley on a night-staff phone, with JavaScript on and off: the coat number or the
// product as each card's headline, state in colour and word, every target at least 44 px and the next step's button
// 56 px, the galley's fewest-left first with low stock marked, and a return or a load taken back: with JavaScript by
// the toast's "Annulla" (the upstream receives the change and its inverse, and holds what it held before), without it
// by a confirmation page before anything is written. Each test works on an event of its own, made at the mock.
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { createUpstream, hydrated, ownEvent, scopeRequests, upstreamRows, upstreamToken, writesOf } from "./helpers";
import { mockURL } from "./ports";
import { expect, test } from "./shared-pages";

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

const phone = { width: 390, height: 844 };
const saved = { timeout: 20_000 };

async function putUpstream(path: string, body: unknown) {
  const token = await upstreamToken("disco@demo.test");
  const response = await fetch(`${mockURL}${path}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path} answered ${response.status}: ${await response.text()}`);
}

/** A night of its own with these products stocked: [name, stock of the night, ordered]. */
export async function stockedNight(label: string, stock: [string, number, number][]) {
  const event = await ownEvent(label, 175);
  const rows: Record<string, Row> = {};
  for (const [name, quantity, ordered] of stock) {
    const product = (await upstreamRows(`/products?name=${encodeURIComponent(name)}`)).find(
      (candidate) => candidate.discoId === event.discoId,
    )!;
    const row = await createUpstream<Row>("disco@demo.test", "/galleys", {
      eventId: event._id,
      productId: product._id,
      quantity,
    });
    // What the night's orders would have taken (the mock counts them on the row).
    if (ordered > 0) await putUpstream(`/galleys/${row._id}`, { totOrdered: ordered });
    rows[name] = row;
  }
  return { event, rows };
}

/** A night of its own with these cloakroom slots: [code, holder] (a holder makes the slot taken). */
async function cloakroomNight(label: string, slots: [string, string?][]) {
  const event = await ownEvent(label, 175);
  const rows: Record<string, Row> = {};
  for (const [code, holder] of slots) {
    const slot = await createUpstream<Row>("disco@demo.test", "/cloakroom-slots", {
      eventId: event._id,
      discoId: event.discoId,
      code,
      status: "free",
    });
    if (holder) await putUpstream(`/cloakroom-slots/${slot._id}`, { status: "taken", holderName: holder });
    rows[code] = slot;
  }
  return { event, rows };
}

async function open(page: Page, path: string, mode: Mode) {
  await page.goto(path);
  if (mode === "js") await hydrated(page);
}

/** Every button, link and field in `scope` is at least `min` px tall and wide enough to hit, and on the screen. */
async function targetsAtLeast(scope: Locator, min: number) {
  const width = scope.page().viewportSize()!.width;
  const targets = scope.locator("button:visible, a:visible, input:not([type=hidden]):visible");
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const box = (await targets.nth(index).boundingBox())!;
    const name = await targets.nth(index).evaluate((element) => element.outerHTML.slice(0, 80));
    expect(box.height, name).toBeGreaterThanOrEqual(min);
    expect(box.width, name).toBeGreaterThanOrEqual(min);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
  }
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

function undoToast(page: Page) {
  return page.locator("[data-undo-toast]");
}

export function nightPhoneSpecs(mode: Mode) {
  test.use({ viewport: phone });

  test.describe("the galley attendant", () => {
    test.use({ storageState: storageStateOf("galley") });

    test(`sees the product with the least left first, marked low, with targets a thumb hits (${mode})`, async ({
      page,
    }) => {
      const { event } = await stockedNight(`Cambusa telefono ${mode}`, [
        ["Spritz", 100, 20],
        ["Prosecco (calice)", 89, 88],
        ["Birra media", 50, 45],
      ]);
      await open(page, `/events/${event._id}/galley`, mode);
      const stock = page.getByRole("list", { name: "Scorte della serata" });
      // Fewest left first: 1, 5, 80.
      await expect(stock.getByRole("heading", { level: 3 })).toHaveText(["Prosecco (calice)", "Birra media", "Spritz"]);
      const low = stock.getByRole("article", { name: "Prosecco (calice)" });
      const plenty = stock.getByRole("article", { name: "Spritz" });
      await expect(low).toContainText("1 rimasto su 89");
      // Said in words (and a sign) as well as in colour; the colour differs from a product in stock.
      await expect(low).toContainText("Quasi finito");
      await expect(low.locator("svg")).toBeVisible();
      await expect(plenty).toContainText("Disponibile");
      const edge = (card: Locator) => card.evaluate((element) => getComputedStyle(element).borderLeftColor);
      expect(await edge(low)).not.toBe(await edge(plenty));
      await expect(page.getByText("2 prodotti da rifornire")).toBeVisible();

      await noSidewaysScroll(page);
      await targetsAtLeast(stock, 44);
      const load = low.getByRole("button", { name: "Carica pezzi di Prosecco (calice)" });
      expect((await load.boundingBox())!.height).toBeGreaterThanOrEqual(56);
    });

    if (mode === "js") {
      test("takes a load back with Annulla: the upstream gets the load and its unload, and holds the stock before", async ({
        page,
      }) => {
        const { event, rows } = await stockedNight("Cambusa annulla", [["Spritz", 100, 20]]);
        const requestId = await scopeRequests(page);
        await open(page, `/events/${event._id}/galley`, mode);
        const card = page.getByRole("article", { name: "Spritz" });
        await card.getByLabel("Pezzi da caricare di Spritz").fill("6");
        await card.getByRole("button", { name: "Carica pezzi di Spritz" }).click();
        await expect(undoToast(page)).toContainText("Caricati 6 pezzi di Spritz", saved);
        await expect(card).toContainText("86 rimasti su 106");
        await undoToast(page).getByRole("button", { name: "Annulla il movimento di Spritz" }).click();
        await expect(undoToast(page)).toContainText("Movimento di Spritz annullato", saved);
        await expect(card).toContainText("80 rimasti su 100");

        expect(await writesOf(requestId)).toEqual(["POST /galley-logs", "POST /galley-logs"]);
        const moves = await upstreamRows(`/galley-logs?galleyId=${rows.Spritz._id}&sort=createdAt`);
        expect(moves.map((entry) => [entry.action, entry.quantity])).toEqual([
          ["add", 100],
          ["load", 6],
          ["unload", 6],
        ]);
        const [after] = await upstreamRows(`/galleys?_id=${rows.Spritz._id}`);
        expect(after).toMatchObject({ quantity: 100, totOrdered: 20 });
      });

      // The refusal is the post's status and the writes it caused: asked over HTTP, nothing to render (decision 040).
      test("refuses an undo naming another night's stock: not-found, nothing written", async ({ httpAs }) => {
        const mine = await stockedNight("Cambusa mia", [["Spritz", 10, 0]]);
        const other = await stockedNight("Cambusa altrui", [["Spritz", 10, 0]]);
        const requestId = `t-${randomUUID()}`;
        const forged = await (
          await httpAs("galley")
        ).post(`/events/${mine.event._id}/galley/${other.rows.Spritz._id}`, {
          form: { movement: "unload", amount: "1", undoable: "1" },
          headers: { "x-request-id": requestId },
          maxRedirects: 0,
        });
        expect(forged.status()).toBe(404);
        expect(await writesOf(requestId)).toEqual([]);
        const [untouched] = await upstreamRows(`/galleys?_id=${other.rows.Spritz._id}`);
        expect(untouched).toMatchObject({ quantity: 10 });
      });
    } else {
      test("confirms a load on its own page before it is written", async ({ page }) => {
        const { event, rows } = await stockedNight("Cambusa conferma", [["Spritz", 100, 20]]);
        const requestId = await scopeRequests(page);
        await open(page, `/events/${event._id}/galley`, mode);
        const card = page.getByRole("article", { name: "Spritz" });
        await card.getByLabel("Pezzi da caricare di Spritz").fill("6");
        await card.getByRole("button", { name: "Carica pezzi di Spritz" }).click();
        const dialog = page.getByRole("dialog", { name: "Scorte di Spritz" });
        await expect(dialog.getByRole("note")).toHaveText(
          "Confermi il carico di 6 pezzi di Spritz? La scorta passa da 100 a 106.",
        );
        await expect(dialog.getByLabel("Pezzi")).toHaveValue("6");
        // Nothing is written until it is confirmed.
        expect(await writesOf(requestId)).toEqual([]);
        await dialog.getByRole("button", { name: "Registra" }).click();
        await expect(page.locator('[data-notice="positive"]')).toHaveText("Caricati 6 pezzi di Spritz", saved);
        await expect(page).toHaveURL(new RegExp(`/events/${event._id}/galley$`));
        expect(await writesOf(requestId)).toEqual(["POST /galley-logs"]);
        const [after] = await upstreamRows(`/galleys?_id=${rows.Spritz._id}`);
        expect(after).toMatchObject({ quantity: 106 });
      });
    }
  });

  test.describe("the cloakroom attendant", () => {
    test.use({ storageState: storageStateOf("cloakroom") });

    test(`sees a page of slots headed by their numbers, compact, with targets a thumb hits (${mode})`, async ({
      page,
    }) => {
      const codes = Array.from({ length: 15 }, (_, index) => `M${String(index + 1).padStart(2, "0")}`);
      const { event } = await cloakroomNight(
        `Guardaroba telefono ${mode}`,
        codes.map((code, index) => [code, index % 3 === 0 ? `Ospite ${code}` : undefined]),
      );
      await open(page, `/events/${event._id}/cloakroom`, mode);
      const slots = page.getByRole("list", { name: "Posti del guardaroba" });
      await expect(slots.getByRole("heading", { level: 3 })).toHaveText(codes);
      const taken = slots.getByRole("article", { name: "M01" });
      const free = slots.getByRole("article", { name: "M02" });
      await expect(taken).toContainText("Occupato");
      await expect(taken).toContainText("Ospite M01");
      await expect(free).toContainText("Libero");
      const edge = (card: Locator) => card.evaluate((element) => getComputedStyle(element).borderLeftColor);
      expect(await edge(taken)).not.toBe(await edge(free));
      // No stale "updated at", no "closed —" row: the card says what matters.
      await expect(slots).not.toContainText("Aggiornato");
      // The status filter once, as links with their counts.
      await expect(page.getByRole("navigation", { name: "Posti per stato" }).getByRole("link")).toHaveText([
        "Tutti (15)",
        "Libero (10)",
        "Occupato (5)",
        "Restituito (0)",
      ]);
      await expect(page.getByRole("combobox", { name: "Stato" })).toHaveCount(0);

      // 15 slots were 4,237 px tall on this phone: now well under half of that.
      expect((await slots.boundingBox())!.height).toBeLessThan(1500);
      await noSidewaysScroll(page);
      await targetsAtLeast(slots, 44);
      await targetsAtLeast(page.getByRole("search"), 44);
      for (const button of [
        taken
          .getByRole("link", { name: "Segna restituito il posto M01" })
          .or(taken.getByRole("button", { name: "Segna restituito il posto M01" })),
        free.getByRole("button", { name: "Assegna il posto M02" }),
      ])
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(56);
      // Editing and removing slots is the desk's, out of the attendant's way, with big enough links there too.
      await expect(slots.getByRole("link", { name: /^Modifica / })).toHaveCount(0);
      await page.getByRole("link", { name: "Modifica o elimina posti" }).click();
      await expect(slots.getByRole("link", { name: "Modifica M02" })).toBeVisible();
      await targetsAtLeast(slots, 44);
    });

    test(`finds a coat by its number, the exact one first (${mode})`, async ({ page }) => {
      const { event } = await cloakroomNight(`Guardaroba cerca ${mode}`, [["R1"], ["R10", "Lia Bassi"], ["R11"]]);
      await open(page, `/events/${event._id}/cloakroom`, mode);
      const field = page.getByLabel("Numero del cappotto o nome dell'ospite");
      await field.fill("r1");
      if (mode === "nojs") await page.getByRole("button", { name: "Cerca", exact: true }).click();
      const slots = page.getByRole("list", { name: "Posti del guardaroba" });
      await expect(slots.getByRole("heading", { level: 3 }).first()).toHaveText("R1");
      await field.fill("bassi");
      if (mode === "nojs") await page.getByRole("button", { name: "Cerca", exact: true }).click();
      await expect(slots.getByRole("heading", { level: 3 })).toHaveText(["R10"]);
    });

    if (mode === "js") {
      test("takes a return back with Annulla: the upstream gets the return and its inverse, the coat is held again", async ({
        page,
      }) => {
        const { event, rows } = await cloakroomNight("Guardaroba annulla", [["U7", "Anna Neri"]]);
        const requestId = await scopeRequests(page);
        await open(page, `/events/${event._id}/cloakroom`, mode);
        const card = page.getByRole("article", { name: "U7" });
        await card.getByRole("button", { name: "Segna restituito il posto U7" }).click();
        await expect(undoToast(page)).toContainText("Posto U7 restituito", saved);
        await expect(card).toContainText("Restituito");
        await undoToast(page).getByRole("button", { name: "Annulla la restituzione del posto U7" }).click();
        await expect(undoToast(page)).toContainText("Restituzione annullata: il posto U7 è di nuovo occupato", saved);
        await expect(card).toContainText("Occupato");
        await expect(card.getByRole("button", { name: "Segna restituito il posto U7" })).toBeVisible();

        const put = `PUT /cloakroom-slots/${rows.U7._id}`;
        expect(await writesOf(requestId)).toEqual([put, put]);
        const [after] = await upstreamRows(`/cloakroom-slots?_id=${rows.U7._id}`);
        expect(after).toMatchObject({ status: "taken", holderName: "Anna Neri" });
      });

      // The refusal is the post's status and the writes it caused: asked over HTTP, nothing to render (decision 040).
      test("refuses an undo naming another night's slot: not-found, nothing written", async ({ httpAs }) => {
        const mine = await cloakroomNight("Guardaroba mio", [["V1", "Lia Bassi"]]);
        const other = await cloakroomNight("Guardaroba altrui", [["V1", "Lia Bassi"]]);
        await putUpstream(`/cloakroom-slots/${other.rows.V1._id}`, { status: "returned" });
        const requestId = `t-${randomUUID()}`;
        const forged = await (
          await httpAs("cloakroom")
        ).post(`/events/${mine.event._id}/cloakroom/${other.rows.V1._id}/reopen`, {
          form: { undoable: "1" },
          headers: { "x-request-id": requestId },
          maxRedirects: 0,
        });
        expect(forged.status()).toBe(404);
        expect(await writesOf(requestId)).toEqual([]);
        const [untouched] = await upstreamRows(`/cloakroom-slots?_id=${other.rows.V1._id}`);
        expect(untouched).toMatchObject({ status: "returned" });
      });
    } else {
      test("confirms a return on its own page before it is written", async ({ page }) => {
        const { event, rows } = await cloakroomNight("Guardaroba conferma", [["W3", "Paolo Verdi"]]);
        const requestId = await scopeRequests(page);
        await open(page, `/events/${event._id}/cloakroom`, mode);
        await page
          .getByRole("article", { name: "W3" })
          .getByRole("link", { name: "Segna restituito il posto W3" })
          .click();
        const dialog = page.getByRole("dialog", { name: "Segna restituito il posto W3" });
        await expect(dialog).toContainText("Restituisci il cappotto del posto W3 a Paolo Verdi?");
        expect(await writesOf(requestId)).toEqual([]);
        const confirm = dialog.getByRole("button", { name: "Segna restituito il posto W3" });
        expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(56);
        await confirm.click();
        await expect(page.locator('[data-notice="positive"]')).toHaveText("Posto W3 restituito", saved);
        await expect(page.getByRole("article", { name: "W3" })).toContainText("Restituito");
        expect(await writesOf(requestId)).toEqual([`PUT /cloakroom-slots/${rows.W3._id}`]);
      });
    }
  });
}
