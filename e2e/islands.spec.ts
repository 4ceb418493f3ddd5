// Islands (decision 059): a record's form loads its code after the page is interactive. Each test holds that code back
// (the form's chunk, `/build/_shared/resource-form-HASH.js`) and checks what a user on a slow connection meets: the
// server's form works meanwhile, nothing typed is lost when the code arrives, an untouched form is drawn with its code
// in place, and a form opened by a navigation says it is loading.
import { expect, test, type Page, type Route } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, pathIs, unique, upstreamRows } from "./helpers";

test.use({ storageState: storageStateOf("admin") });

const formChunk = /\/build\/_shared\/resource-form-[A-Z0-9]{8}\.js$/;

/** Holds the form's chunk back until `release()`; `fail()` lets it fail as on a lost connection. */
async function holdFormCode(page: Page) {
  let held: Route | undefined;
  let arrived: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(formChunk, (route) => {
    held = route;
    arrived();
  });
  return {
    requested,
    release: async () => {
      await requested;
      await held!.continue();
    },
    fail: async () => {
      await requested;
      await held!.abort("internetdisconnected");
    },
  };
}

/** POSTs the page sent, to see whether a save went to the server or was stopped in the browser. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

const dialog = (page: Page) => page.getByRole("dialog");
const nameField = (page: Page) => dialog(page).getByLabel("Nome");

test.describe("a record's form before its code arrives", () => {
  test("keeps what was typed when the code arrives, and saves it as the server's form", async ({ page }) => {
    const code = await holdFormCode(page);
    const name = `Island ${unique()}`;
    await page.goto("/musicalGenres/new");
    await code.requested;
    // The dialog is hydrated (it put the focus in its first field) while the form is still the server's.
    await expect(nameField(page)).toBeFocused();
    await nameField(page).fill(name);
    await dialog(page).getByLabel("Descrizione").fill("typed before the code");
    await code.release();
    await hydrated(page);
    await expect(page.locator("[data-island]")).toHaveAttribute("data-island", "server");
    await expect(nameField(page)).toHaveValue(name);
    await expect(dialog(page).getByLabel("Descrizione")).toHaveValue("typed before the code");
    await dialog(page).getByRole("button", { name: "Salva" }).click();
    await expect(page).toHaveURL(pathIs("/musicalGenres"));
    await expect(page.getByText("Creato con successo")).toBeVisible();
    const saved = await upstreamRows(`/musical-genres?q=${encodeURIComponent(name)}`, "admin@demo.test");
    expect(saved.map((row) => [row.name, row.description])).toEqual([[name, "typed before the code"]]);
  });

  test("works as the server's form when its code cannot load: a refusal shows next to the field", async ({ page }) => {
    const code = await holdFormCode(page);
    await page.goto("/musicalGenres/new");
    await expect(nameField(page)).toBeFocused();
    await code.fail();
    await dialog(page).getByLabel("Descrizione").fill("no name given");
    await dialog(page).getByRole("button", { name: "Salva" }).click();
    // The server checked it and drew the form again, with what was typed.
    await expect(dialog(page).getByText("Campo obbligatorio")).toBeVisible();
    await expect(dialog(page).getByLabel("Descrizione")).toHaveValue("no name given");
  });

  test("stays the server's form once a file field was pressed: the file chosen lands in the form", async ({ page }) => {
    const code = await holdFormCode(page);
    await page.goto("/banners/new");
    await expect(dialog(page).getByLabel("Nome")).toBeFocused();
    // A press on the file field opens the chooser on that element: a redraw now would take the choice away.
    const chooser = page.waitForEvent("filechooser");
    await dialog(page).getByLabel("Immagine del banner").click();
    await code.release();
    await hydrated(page);
    await expect(page.locator("[data-island]")).toHaveAttribute("data-island", "server");
    await (await chooser).setFiles({ name: "locandina.png", mimeType: "image/png", buffer: Buffer.from("png") });
    expect(
      await dialog(page)
        .getByLabel("Immagine del banner")
        .evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe("locandina.png");
  });

  test("is drawn with its code in place when untouched: focus kept, checks made in the browser", async ({ page }) => {
    const code = await holdFormCode(page);
    const posts = postsOf(page);
    await page.goto("/musicalGenres/new");
    await expect(nameField(page)).toBeFocused();
    await code.release();
    await hydrated(page);
    await expect(page.locator("[data-island]")).toHaveAttribute("data-island", "drawn");
    await expect(nameField(page)).toBeFocused();
    await dialog(page).getByRole("button", { name: "Salva" }).click();
    await expect(dialog(page).getByText("Campo obbligatorio")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("opened by a navigation, says it is loading until the code is there", async ({ page }) => {
    const code = await holdFormCode(page);
    await page.goto("/musicalGenres");
    await hydrated(page);
    await page.getByRole("link", { name: "Nuovo" }).click();
    await expect(dialog(page).getByRole("status")).toHaveText("Caricamento del modulo…");
    await code.release();
    // The dialog gives the focus to the form's first field once it is drawn.
    await expect(nameField(page)).toBeFocused();
    await expect(dialog(page).getByRole("status")).toHaveCount(0);
    await expect(page.locator("[data-island]")).toHaveAttribute("data-island", "drawn");
  });
});
