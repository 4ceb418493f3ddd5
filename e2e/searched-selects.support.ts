// Selects outside a resource's own pickers page by ten with the server search (spec section 7, decision 034), with
// JavaScript and without: the reservation form's table in an event's tab is found past the first ten of the venue's
// tables, chosen and saved (the upstream receives its id), and without JavaScript the search keeps what was typed; the
// event's "add product" refuses a product of another venue next to its field and writes nothing. Each test works on
// an event and tables of its own.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import {
  createUpstream,
  hydrated,
  ownEvent,
  pickOption,
  scopeRequests,
  unique,
  upstreamOne,
  upstreamRows,
  writesOf,
} from "./helpers";

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

export function searchedSelectSpecs(mode: Mode) {
  test.describe(`searched selects (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test(`a reservation's table is found past the first ten, chosen and saved (${mode})`, async ({ page }) => {
      test.slow();
      const requestId = await scopeRequests(page);
      const event = await ownEvent(`Tavolo lontano ${mode}`);
      const id = unique();
      // Its code sorts after every other table of the venue: not among the first ten the form offers.
      const far = await createUpstream<{ _id: string; code: string; name: string }>("disco@demo.test", "/tables", {
        code: `ZZ${id}`,
        name: `Lontano ${id}`,
        area: "Giardino",
        discoId: event.discoId,
        maxReservations: 2,
      });
      const [guest] = await upstreamRows("/users?role=user&isEnabled=true&sort=surname,name&limit=1");
      const reservation = await createUpstream<{ _id: string; code: string }>("disco@demo.test", "/reservations", {
        eventId: event._id,
        discoId: event.discoId,
        userId: guest!._id,
        status: "accepted",
        quantity: 1,
      });
      await page.goto(`/events/${event._id}/reservations/${reservation._id}`);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("button", { name: "Salva" })).toBeVisible({ timeout: 15_000 });
      await ready(page, mode);
      if (mode === "nojs") {
        const select = dialog.getByRole("combobox", { name: "Tavolo", exact: true });
        await expect(select.locator("option:not([value=''])")).toHaveCount(10);
        await expect(select.locator("option", { hasText: far.name })).toHaveCount(0);
        // What is typed before a search comes back with the options found.
        await dialog.getByLabel("Quantità").fill("2");
      }
      await pickOption(dialog, mode, "Tavolo", far.code, `${far.code} ${far.name}`);
      if (mode === "nojs") {
        await expect(dialog.getByLabel("Quantità")).toHaveValue("2");
        await expect(
          dialog.getByRole("combobox", { name: "Tavolo", exact: true }).locator("option:checked"),
        ).toHaveText(`${far.code} ${far.name} — Giardino`);
      } else {
        await dialog.getByLabel("Quantità").fill("2");
      }
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Salvato con successo", { timeout: 20_000 });
      expect(await upstreamOne(`/reservations?code=${reservation.code}`)).toMatchObject({
        tableId: far._id,
        quantity: 2,
      });
      expect(await writesOf(requestId)).toEqual([`PUT /reservations/${reservation._id}`]);
    });

    test(`"add product" refuses another venue's product next to its field, writing nothing (${mode})`, async ({
      page,
    }) => {
      test.slow();
      const requestId = await scopeRequests(page);
      const event = await ownEvent(`Prodotto altrui ${mode}`);
      const [foreign] = await upstreamRows(`/products?discoId[ne]=${event.discoId}&limit=1`, "admin@demo.test");
      const field = "Aggiungi un prodotto del locale";
      await page.goto(`/events/${event._id}/products`);
      await ready(page, mode);
      const form = page.locator("#add-product");
      // Any product of the venue's, then the post is made to name another venue's.
      const [own] = await upstreamRows(`/products?discoId=${event.discoId}&status=enabled&sort=name&limit=1`);
      await pickOption(form, mode, field, String(own!.name), String(own!.name));
      await page.route(
        (url) => url.pathname.replace(/\.data$/, "") === `/events/${event._id}/products`,
        async (route) => {
          const request = route.request();
          if (request.method() !== "POST") return route.continue();
          const body = new URLSearchParams(request.postData() ?? "");
          body.set("productId", foreign!._id);
          await route.continue({ postData: body.toString() });
        },
      );
      await page.getByRole("button", { name: "Aggiungi", exact: true }).click();
      await expect(form.getByText("Scelta non disponibile")).toBeVisible({ timeout: 20_000 });
      expect(await writesOf(requestId)).toEqual([]);
      expect(await upstreamRows(`/assign-products?eventId=${event._id}`)).toEqual([]);
    });
  });
}
