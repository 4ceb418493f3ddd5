// Pickers that find (decision 034): the event form's lists and genres chosen with JavaScript (a
// searchable picker with chips) and without (checkboxes with a search button), options of the same name told apart,
// and a venue with more than a hundred genres choosing one past the hundredth. Each test works on its own event and
// lists on the shared mock; the hundred-genre venue is a back-office and mock of the spec's own.
import { expect, test, type Page } from "@playwright/test";
import { demoPassword, storageStateOf } from "./accounts";
import { createUpstream, hydrated, ownEvent, scopeRequests, searchBox, unique, upstreamOne, writesOf } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";

type Mode = "js" | "nojs";

async function ownLists(event: { _id: string; discoId?: unknown }, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const list = await createUpstream<{ _id: string }>("disco@demo.test", "/lists", {
      name,
      eventId: event._id,
      discoId: event.discoId,
    });
    ids.push(list._id);
  }
  return ids;
}

/** Searches a picker without JavaScript: the text in its search box, then its own search button. */
async function searchWithoutScript(page: Page, field: string, text: string) {
  await page.getByRole("searchbox", { name: `Cerca in ${field}` }).fill(text);
  await page.getByRole("button", { name: `Cerca in ${field}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `per «${text}»` })).toBeVisible();
}

/** Picks options in a picker with JavaScript: types the text, then clicks each option by name. */
async function pick(page: Page, field: string, text: string, names: string[]) {
  const box = searchBox(page.locator("form"), field, { exact: true });
  await box.fill(text);
  for (const name of names) await page.getByRole("option", { name }).click();
}

export function pickerSpecs(mode: Mode) {
  test.describe(`pickers (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test("an event's lists: chosen, saved, and the upstream receives every one", async ({ page }) => {
      const requestId = await scopeRequests(page);
      const event = await ownEvent(`Picker ${mode}`);
      const tag = unique();
      const names = ["Alfa", "Beta", "Gamma"].map((word) => `Lista ${tag} ${word}`);
      const ids = await ownLists(event, names);
      await page.goto(`/events/${event._id}/info`);
      if (mode === "js") {
        await hydrated(page);
        await pick(page, "Liste", tag, names);
        const chips = page.getByTestId("picker-chip");
        await expect(chips).toHaveCount(3);
        await page.getByRole("button", { name: `Togli ${names[2]}` }).click();
        await expect(chips).toHaveCount(2);
        await expect(chips.filter({ hasText: names[2] })).toHaveCount(0);
      } else {
        // The lists are past the first page of the venue's lists: the form's own search finds them.
        await searchWithoutScript(page, "Liste", tag);
        await page.getByRole("checkbox", { name: names[0] }).check();
        await page.getByRole("checkbox", { name: names[1] }).check();
        // A refused save keeps the choices, those the search found included.
        await page.getByRole("textbox", { name: "Nome", exact: true }).fill("");
        await page.getByRole("button", { name: "Salva" }).click();
        await expect(page.getByText("Campo obbligatorio")).toBeVisible();
        await expect(page.getByRole("checkbox", { name: names[0] })).toBeChecked();
        await expect(page.getByRole("checkbox", { name: names[1] })).toBeChecked();
        await expect(page.getByRole("checkbox", { name: names[2], checked: true })).toHaveCount(0);
        await page.getByRole("textbox", { name: "Nome", exact: true }).fill(String(event.name));
      }
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Salvato con successo")).toBeVisible();
      expect(await writesOf(requestId)).toContain(`PUT /events/${event._id}`);
      const saved = await upstreamOne(`/events?_id=${event._id}`);
      expect([...(saved.listsIds as string[])].sort()).toEqual([ids[0], ids[1]].sort());
    });

    test("lists of the same name say which event and promoter they belong to", async ({ page }) => {
      const [first, second] = [await ownEvent(`Uno ${mode}`), await ownEvent(`Due ${mode}`)];
      const name = `Lista ${unique()}`;
      await ownLists(first, [name]);
      await ownLists(second, [name]);
      await page.goto(`/events/${first._id}/info`);
      if (mode === "js") {
        await hydrated(page);
        await searchBox(page.locator("form"), "Liste", { exact: true }).fill(name);
        const options = page.getByRole("option", { name });
        await expect(options).toHaveCount(2);
        await expect(options.filter({ hasText: String(first.name) })).toHaveCount(1);
        await expect(options.filter({ hasText: String(second.name) })).toHaveCount(1);
      } else {
        await searchWithoutScript(page, "Liste", name);
        await expect(page.getByRole("checkbox", { name })).toHaveCount(2);
        await expect(page.getByRole("checkbox", { name: `${name} ${first.name}` })).toHaveCount(1);
        await expect(page.getByRole("checkbox", { name: `${name} ${second.name}` })).toHaveCount(1);
      }
    });
  });

  test.describe(`pickers past the hundredth option (${mode})`, () => {
    let server: Isolated;
    let genreId = "";
    const last = "Zzz Ultimo genere";

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      server = await startIsolated(`pickers-${mode}`, mode === "js" ? 17 : 35);
      const { token } = await server.upstreamSignIn("admin@demo.test");
      const add = async (name: string) => {
        const response = await fetch(`${server.mockURL}/musical-genres`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ name }),
        });
        if (response.status !== 201) throw new Error(`genre ${name}: ${response.status}`);
        return ((await response.json()) as { _id: string })._id;
      };
      for (let index = 1; index <= 110; index++) await add(`Genere ${String(index).padStart(3, "0")}`);
      // Named to sort after every other genre: the 101st and beyond by name.
      genreId = await add(last);
    });
    test.afterAll(async () => server?.stop());

    test("a venue with more than a hundred genres finds and chooses the last one", async ({ page }) => {
      const { token, user } = await server.upstreamSignIn("disco@demo.test");
      const start = new Date(Date.now() + 90 * 86_400_000);
      const created = await fetch(`${server.mockURL}/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          name: `Cento generi ${unique()}`,
          discoId: user.discoId,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
          listsIds: [],
          musicalGenresIds: [],
        }),
      });
      const event = (await created.json()) as { _id: string };
      await page.goto(`${server.appURL}/login`);
      await page.getByLabel("Email").fill("disco@demo.test");
      await page.getByLabel("Password").fill(demoPassword);
      await page.getByRole("button", { name: "Accedi", exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`${server.appURL}/events/${event._id}/info`);
      if (mode === "js") {
        await hydrated(page);
        await pick(page, "Generi musicali", "Ultimo", [last]);
        await expect(page.getByTestId("picker-chip").filter({ hasText: last })).toBeVisible();
      } else {
        await expect(page.getByRole("checkbox", { name: last })).toHaveCount(0);
        await searchWithoutScript(page, "Generi musicali", "Ultimo");
        await page.getByRole("checkbox", { name: last }).check();
      }
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Salvato con successo")).toBeVisible();
      const read = await fetch(`${server.mockURL}/events/${event._id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await read.json()) as { musicalGenresIds: string[] }).musicalGenresIds).toEqual([genreId]);
    });
  });
}
