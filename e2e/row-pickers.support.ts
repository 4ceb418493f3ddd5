// Selects inside a form's rows are searched like the form's pickers (decision 034), with JavaScript and without: an
// admin gives a user collaborating venues, each row's venue found by a search past the first page of ten, and the
// upstream receives each chosen id. Without JavaScript a row's search brings the form back with every value typed in
// it, every row's included. A row naming a record that is no option (an id that is no venue's) is refused next to that
// row's field and nothing is written. Each test edits a user of its own on the shared mock.
import type { Locator, Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import {
  createUpstream,
  hydrated,
  openRowMenu,
  pickOption,
  scopeRequests,
  searchBox,
  unique,
  upstreamRows,
  writesOf,
} from "./helpers";
import { expect, test } from "./shared-pages";

type Mode = "js" | "nojs";

/** A seeded venue whose name sorts well past the first ten venues: offered only once searched for. */
const farVenue = { search: "Villa Notte", name: "Villa Notte Roma", detail: "Discoteca · Roma" };

/** A user of this test's own, with no collaborating venue yet. */
async function ownUser(mode: Mode): Promise<{ _id: string; email: string }> {
  const email = `rows-${mode}-${unique()}@example.test`;
  const user = await createUpstream<{ _id: string }>("admin@demo.test", "/users", {
    email,
    name: "Rita",
    surname: `Righe ${mode}`,
    role: "user",
    isEnabled: true,
    collaboratingDiscos: [],
  });
  return { _id: user._id, email };
}

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

/** Opens the user's form from the users list, as an admin does. */
async function openForm(page: Page, mode: Mode, email: string): Promise<Locator> {
  await page.goto(`/users?q=${encodeURIComponent(email)}`);
  await ready(page, mode);
  await openRowMenu(page.locator("tbody tr").first());
  await page.getByRole("link", { name: `Modifica ${email}`, exact: true }).click();
  const dialog = page.getByRole("dialog");
  // The dialog's data and the picker's chunk arrive after the click: more than the default time on a busy machine.
  await expect(dialog.getByRole("button", { name: "Aggiungi una riga" })).toBeVisible({ timeout: 15_000 });
  await ready(page, mode);
  return dialog;
}

/** Adds a row and answers it (without JavaScript the form comes back from the action with the new row). */
async function addRow(dialog: Locator, count: number): Promise<Locator> {
  await dialog.getByRole("button", { name: "Aggiungi una riga" }).click();
  const rows = dialog.getByTestId("collaboratingDiscos-row");
  await expect(rows).toHaveCount(count);
  return rows.nth(count - 1);
}

/** The collaborating venues the upstream holds for the user, as (venue id, role) pairs. */
async function heldVenues(userId: string): Promise<{ discoId: string; role: string }[]> {
  const [user] = await upstreamRows(`/users?_id=${userId}`, "admin@demo.test");
  return ((user?.collaboratingDiscos ?? []) as { discoId: string; role: string }[]).map(({ discoId, role }) => ({
    discoId,
    role,
  }));
}

export function rowPickerSpecs(mode: Mode) {
  test.describe(`selects inside rows (${mode})`, () => {
    test.use({ storageState: storageStateOf("admin") });

    test("a row's venue is searched past the first ten, told apart, chosen and saved", async ({ page }) => {
      test.setTimeout(60_000);
      const [venue] = await upstreamRows(`/discos?name=${encodeURIComponent(farVenue.name)}`, "admin@demo.test");
      const user = await ownUser(mode);
      const requestId = await scopeRequests(page);
      const dialog = await openForm(page, mode, user.email);
      const row = await addRow(dialog, 1);
      if (mode === "js") {
        // The picker searches the server as the user types: the venue is offered with what tells it apart.
        // The searching combobox replaces the plain select once its chunk has loaded: wait for it by what it is.
        await searchBox(row, "Locale 1", { exact: true }).fill(farVenue.search);
        await expect(
          page.getByRole("option", { name: new RegExp(`^${farVenue.name}`) }).filter({ hasText: farVenue.detail }),
        ).toBeVisible();
      } else {
        // The first page is ten venues (and no more): the far one is not among them before a search.
        const select = row.getByRole("combobox", { name: "Locale 1", exact: true });
        await expect(select.locator("option:not([value=''])")).toHaveCount(10);
        await expect(select.locator("option").filter({ hasText: farVenue.name })).toHaveCount(0);
      }
      await pickOption(row, mode, "Locale 1", farVenue.search, farVenue.name);
      if (mode === "nojs")
        await expect(row.getByRole("combobox", { name: "Locale 1", exact: true }).locator("option:checked")).toHaveText(
          `${farVenue.name} — ${farVenue.detail}`,
        );
      await row.getByRole("combobox", { name: "Ruolo 1", exact: true }).selectOption({ label: "PR" });
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("status")).toHaveText("Salvato con successo");
      expect(await writesOf(requestId)).toContain(`PUT /users/${user._id}`);
      expect(await heldVenues(user._id)).toEqual([{ discoId: venue!._id, role: "pr" }]);
    });

    test("an id that names no venue, posted in a row, is refused next to that row's field", async ({ page }) => {
      test.setTimeout(60_000);
      const user = await ownUser(mode);
      const requestId = await scopeRequests(page);
      const dialog = await openForm(page, mode, user.email);
      const first = await addRow(dialog, 1);
      await pickOption(first, mode, "Locale 1", farVenue.search, farVenue.name);
      await first.getByRole("combobox", { name: "Ruolo 1", exact: true }).selectOption({ label: "PR" });
      const second = await addRow(dialog, 2);
      await pickOption(second, mode, "Locale 2", "Demo Club", "Demo Club Milano");
      await second.getByRole("combobox", { name: "Ruolo 2", exact: true }).selectOption({ label: "Cassiere" });
      // A hand-made post: the second row's venue becomes the user's own id, a record that is no venue at all.
      await page.route(
        // With JavaScript the form posts to the route's data URL (`/users/<id>.data`), without it to the page's.
        (url) => url.pathname.replace(/\.data$/, "") === `/users/${user._id}`,
        async (route) => {
          const request = route.request();
          if (request.method() !== "POST") return route.continue();
          const body = new URLSearchParams(request.postData() ?? "");
          body.set("collaboratingDiscos[1].discoId", user._id);
          await route.continue({ postData: body.toString() });
        },
      );
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(second.getByText("Scelta non disponibile")).toBeVisible();
      await expect(first.getByText("Scelta non disponibile")).toHaveCount(0);
      await expect(second.getByRole("combobox", { name: "Locale 2", exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      expect(await writesOf(requestId)).toEqual([]);
      expect(await heldVenues(user._id)).toEqual([]);
    });

    if (mode === "nojs")
      test("a row's search keeps everything typed in the form, every row's values included", async ({ page }) => {
        test.setTimeout(60_000);
        const user = await ownUser(mode);
        const dialog = await openForm(page, mode, user.email);
        const address = `Via delle Righe ${unique()}`;
        await dialog.getByLabel("Indirizzo").fill(address);
        const first = await addRow(dialog, 1);
        await pickOption(first, mode, "Locale 1", "Demo Club", "Demo Club Milano");
        await first.getByRole("combobox", { name: "Ruolo 1", exact: true }).selectOption({ label: "Cassiere" });
        const second = await addRow(dialog, 2);
        await second.getByRole("combobox", { name: "Ruolo 2", exact: true }).selectOption({ label: "PR" });
        await second.getByRole("searchbox", { name: "Cerca in Locale 2", exact: true }).fill(farVenue.search);
        await second.getByRole("button", { name: "Cerca in Locale 2", exact: true }).click();
        await expect(second.getByRole("status").filter({ hasText: `per «${farVenue.search}»` })).toBeVisible();
        // Back from the action: the second row offers what its search found, and nothing typed is lost.
        const found = second.getByRole("combobox", { name: "Locale 2", exact: true });
        await expect(found.locator("option").filter({ hasText: farVenue.name })).toHaveCount(1);
        await expect(dialog.getByLabel("Indirizzo")).toHaveValue(address);
        await expect(
          first.getByRole("combobox", { name: "Locale 1", exact: true }).locator("option:checked"),
        ).toHaveText(/^Demo Club Milano/);
        await expect(
          first.getByRole("combobox", { name: "Ruolo 1", exact: true }).locator("option:checked"),
        ).toHaveText("Cassiere");
        await expect(
          second.getByRole("combobox", { name: "Ruolo 2", exact: true }).locator("option:checked"),
        ).toHaveText("PR");
        // The search box keeps its text; the first row's select still offers its first page and its choice.
        await expect(second.getByRole("searchbox", { name: "Cerca in Locale 2", exact: true })).toHaveValue(
          farVenue.search,
        );
        await found.selectOption({ label: `${farVenue.name} — ${farVenue.detail}` });
        await dialog.getByRole("button", { name: "Salva" }).click();
        await expect(page.getByRole("status")).toHaveText("Salvato con successo");
        const [demo] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`, "admin@demo.test");
        const [far] = await upstreamRows(`/discos?name=${encodeURIComponent(farVenue.name)}`, "admin@demo.test");
        expect(await heldVenues(user._id)).toEqual([
          { discoId: demo!._id, role: "cashier" },
          { discoId: far!._id, role: "pr" },
        ]);
        const [held] = await upstreamRows(`/users?_id=${user._id}`, "admin@demo.test");
        expect(held!.address).toBe(address);
      });
  });
}
