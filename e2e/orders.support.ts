// Orders at the bar and at the desk (decision 007), the same steps with JavaScript on and off: the bar board marks an
// order delivered and takes it back; an order is refunded after confirming, and an order that took no money offers no
// refund; the totals follow the filters; a table's detail shows its orders with the commission. Each mode works on
// its own seeded orders of tonight's demo event, so the two projects can run side by side on the shared mock.
import type { Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { csvTable, hydrated, openRowMenu, upstreamRows, upstreamToken } from "./helpers";
import { mockURL } from "./ports";
import { expect, test } from "./shared-pages";

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

function row(page: Page, text: string) {
  return page.locator("tbody tr").filter({ hasText: text });
}

export function orderSpecs(mode: Mode) {
  // Seeded by mock-upstream/orders.mjs: tonight's paid orders waiting at the bar, paid by card, and one free drink.
  const seeded =
    mode === "js" ? { bar: "ORD-SERA03", refund: "ORD-SERA07" } : { bar: "ORD-SERA04", refund: "ORD-SERA08" };
  const freeDrink = "ORD-SERA09";

  test.describe("the bar and the orders of a venue", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("marks an order delivered from the bar board, and puts it back to waiting", async ({ page }) => {
      await page.goto("/orders");
      await page.getByRole("link", { name: "Apri il banco bar" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Banco bar");
      await expect(page.getByText("Stasera al Demo Club", { exact: true })).toBeVisible();
      const waiting = page.getByRole("list", { name: "Da consegnare" });
      const delivered = page.getByRole("list", { name: "Appena consegnati" });
      await expect(waiting.getByRole("listitem", { name: seeded.bar })).toBeVisible();
      await expect(page.getByRole("link", { name: "Aggiorna" })).toBeVisible();

      const deliveryOf = async () =>
        (await upstreamRows(`/orders?token=${seeded.bar}`))[0]?.deliveryStatus ?? "waiting";

      // A tap says "Consegna", an action; the change can be taken back at once.
      await ready(page, mode);
      await waiting.getByRole("button", { name: `Consegna ${seeded.bar}`, exact: true }).click();
      if (mode === "js") {
        // The card keeps its place, shown delivered, so the next button does not slide under the thumb; the toast
        // at the bottom offers the undo.
        const card = waiting.getByRole("listitem", { name: seeded.bar });
        await expect(card.locator("[data-held-delivered]")).toHaveText("Consegnato");
        const toast = page.locator("[data-undo-toast]");
        await expect(toast).toContainText(`Ordine ${seeded.bar} consegnato`);
        await expect.poll(deliveryOf).toBe("delivered");
        await toast.getByRole("button", { name: `Annulla la consegna di ${seeded.bar}`, exact: true }).click();
        await expect(toast).toContainText(`Ordine ${seeded.bar} rimesso in attesa`);
        await expect(card.getByRole("button", { name: `Consegna ${seeded.bar}`, exact: true })).toBeVisible();
      } else {
        // Without JavaScript the board comes back naming the order, with its undo.
        // The notice fades after two seconds: read by its mark, whether or not it still shows on a busy machine.
        await expect(page.locator("[data-notice]")).toHaveText(`Ordine ${seeded.bar} consegnato`);
        expect(await deliveryOf()).toBe("delivered");
        await page.getByRole("button", { name: `Annulla la consegna di ${seeded.bar}`, exact: true }).click();
        await expect(page.locator("[data-notice]")).toHaveText(`Ordine ${seeded.bar} rimesso in attesa`);
        await expect(page).toHaveURL(/\/orders\/bar$/);
      }
      expect(await deliveryOf()).toBe("waiting");
      await expect(waiting.getByRole("listitem", { name: seeded.bar })).toBeVisible();

      // Delivered again, then put back from the list of those just delivered.
      await ready(page, mode);
      await waiting.getByRole("button", { name: `Consegna ${seeded.bar}`, exact: true }).click();
      // After its moment in place, the delivered card leaves the queue.
      await expect(waiting.getByRole("listitem", { name: seeded.bar })).toHaveCount(0, { timeout: 10_000 });
      await expect(delivered.getByRole("listitem", { name: seeded.bar })).toBeVisible();

      await ready(page, mode);
      await delivered.getByRole("button", { name: `Rimetti in attesa ${seeded.bar}`, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(`Ordine ${seeded.bar} rimesso in attesa`);
      await expect(waiting.getByRole("listitem", { name: seeded.bar })).toBeVisible();
      await expect(delivered.getByRole("listitem", { name: seeded.bar })).toHaveCount(0);
      // Still the board: a post from it comes back to it.
      await expect(page).toHaveURL(/\/orders\/bar$/);
    });

    test("refunds a paid order after confirming, and offers no refund where no money was taken", async ({ page }) => {
      await page.goto(`/orders?q=${seeded.refund}`);
      await expect(row(page, seeded.refund)).toContainText("Pagato");
      await expect(row(page, seeded.refund)).toContainText("Da consegnare");
      await ready(page, mode);
      await openRowMenu(row(page, seeded.refund));
      await row(page, seeded.refund)
        .getByRole("link", { name: `Rimborsa ${seeded.refund}`, exact: true })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(`Rimborsare ${seeded.refund}?`);
      // Going back changes nothing.
      await dialog.getByRole("link", { name: "Non rimborsare" }).click();
      await expect(page).toHaveURL(new RegExp(`/orders\\?q=${seeded.refund}$`));
      await expect(row(page, seeded.refund)).toContainText("Pagato");

      await ready(page, mode);
      await openRowMenu(row(page, seeded.refund));
      await row(page, seeded.refund)
        .getByRole("link", { name: `Rimborsa ${seeded.refund}`, exact: true })
        .click();
      await expect(dialog).toContainText(`Rimborsare ${seeded.refund}?`);
      await ready(page, mode);
      await dialog.getByRole("button", { name: "Rimborsa" }).click();
      await expect(page.getByRole("status")).toHaveText(`Ordine ${seeded.refund} rimborsato`);
      await expect(page).toHaveURL(new RegExp(`/orders\\?q=${seeded.refund}$`));
      await expect(row(page, seeded.refund)).toContainText("Rimborsato");
      // A refunded order is no longer the bar's: it is not "to deliver".
      await expect(row(page, seeded.refund)).not.toContainText("Da consegnare");
      await expect(row(page, seeded.refund).getByRole("link", { name: `Rimborsa ${seeded.refund}` })).toHaveCount(0);

      await page.goto(`/orders?q=${freeDrink}`);
      await expect(row(page, freeDrink)).toContainText("Drink gratuito");
      await expect(row(page, freeDrink).getByRole("button", { name: `Consegna ${freeDrink}` })).toBeVisible();
      await expect(row(page, freeDrink).getByRole("link", { name: `Rimborsa ${freeDrink}` })).toHaveCount(0);
    });

    // Only reads (a filter, a table's detail): the worker's page of the venue (decision 040).
    test("shows the totals of every filtered order, and the orders of a table with their commission", async ({
      sharedPage,
    }) => {
      const page = await sharedPage("disco");
      await page.goto("/orders/tables?status=paid&paymentType=loco");
      const totals = page.getByRole("region", { name: "Totali degli ordini filtrati" });
      await expect(totals).toBeVisible();
      const count = Number(
        (await totals.getByText("Ordini", { exact: true }).locator("xpath=following-sibling::dd").innerText()).trim(),
      );
      await expect(page.getByText(new RegExp(`di ${count}$`))).toBeVisible();
      await expect(page.locator("tbody tr")).toHaveCount(count);
      // Paid at the venue: 5 % of the table products, no card fee. ORD-TAV02 is a table of 500,00 € at Bordo pista 2.
      await expect(row(page, "ORD-TAV02")).toContainText("25,00 €");

      // Other tests add tables to the demo club side by side, so the seeded one is found by name, not by page.
      await page.goto("/tables?q=Bordo%20pista%202");
      await ready(page, mode);
      await page.getByRole("link", { name: "Dettaglio di Bordo pista 2", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: "Tavolo T02 · Bordo pista 2" })).toBeVisible();
      await expect(dialog.locator("tr").filter({ hasText: "ORD-TAV02" })).toContainText("25,00 €");
      await expect(dialog.getByRole("heading", { name: /Prenotazioni del tavolo/ })).toBeVisible();
    });
  });

  test.describe("an order's detail and the CSV", () => {
    test.use({ storageState: storageStateOf("disco") });

    // Only reads: the worker's page of the venue (decision 040).
    test("shows quantity and the Data Cash transaction in the detail and the CSV", async ({ sharedPage }) => {
      const page = await sharedPage("disco");
      // A seeded order of the demo club paid through Data Cash (read straight from the mock).
      const token = await upstreamToken("disco@demo.test");
      const read = async <T>(path: string) =>
        (await (await fetch(`${mockURL}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
      const [club] = await read<{ _id: string }[]>(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
      const all = await read<
        { token: string; quantity: number; dataCashIdtrx: string | null; dataCashProgressivo: number }[]
      >(`/orders?discoId=${club._id}&limit=1000`);
      const order = all.find((candidate) => candidate.dataCashIdtrx)!;
      expect(order, "a seeded order with a Data Cash transaction").toBeTruthy();

      await page.goto(`/orders?q=${order.token}`);
      await ready(page, mode);
      await row(page, order.token)
        .getByRole("link", { name: `Dettagli dell'ordine ${order.token}` })
        .click();
      const dialog = page.getByRole("dialog", { name: `Ordine ${order.token}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("dt", { hasText: "Quantità" }).locator("+ dd")).toHaveText(String(order.quantity));
      await expect(dialog.locator("dt", { hasText: "Transazione Data Cash" }).locator("+ dd")).toHaveText(
        order.dataCashIdtrx!,
      );
      await expect(dialog.locator("dt", { hasText: "Progressivo Data Cash" }).locator("+ dd")).toHaveText(
        String(order.dataCashProgressivo),
      );

      const csv = await page.request.get(`/orders/export.csv?q=${order.token}`);
      const [header, line] = csvTable(await csv.text());
      expect(header).toContain("Quantità");
      expect(header).toContain("Transazione Data Cash");
      expect(header).toContain("Progressivo Data Cash");
      expect(line).toContain(order.dataCashIdtrx!);
      expect(line).toContain(String(order.dataCashProgressivo));
    });
  });

  test.describe("the staff at the bar", () => {
    // Both only navigate and read: the worker's page of each attendant, with or without JavaScript (decision 040).
    test("lets a galley attendant work from the bar board of their venue", async ({ sharedPage }) => {
      const page = await sharedPage("galley", { javaScriptEnabled: mode === "js" });
      await page.goto("/orders/bar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Banco bar");
      await expect(page.getByRole("list", { name: "Da consegnare" }).getByRole("listitem").first()).toBeVisible();
      await page.goto("/orders");
      await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
    });

    test("answers not-found to a cloakroom attendant", async ({ sharedPage }) => {
      const page = await sharedPage("cloakroom", { javaScriptEnabled: mode === "js" });
      const response = await page.goto("/orders/bar");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
    });
  });
}
