// A record form's machinery is a chunk of its own (docs/decisions/057-forms-load-apart.md): until it
// arrives, the form is the server's, and what the user types into it then stays when the chunk lands and React hydrates
// those same fields. Held back here (the chunk's request waits), as a slow connection would.
import { storageStateOf } from "./accounts";
import { hydrated, pathIs, unique, upstreamRows } from "./helpers";
import { expect, test } from "./shared-pages";

test.use({ storageState: storageStateOf("admin") });

test("text typed before the form's chunk arrives is kept and saved once it hydrates", async ({ page }) => {
  const name = `Deferred ${unique()}`;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route("**/build/_shared/resource-form-*.js", async (route) => {
    asked();
    await released;
    await route.continue();
  });

  await page.goto("/musicalGenres/new?sort=-createdAt");
  await chunkAsked;
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome").pressSequentially(name);
  await dialog.getByLabel("Descrizione").fill("Scritta prima del modulo");
  // The rest of the page has hydrated meanwhile and redrawn itself: the server's form is still there, as typed.
  await expect(dialog.getByLabel("Nome")).toHaveValue(name);

  const chunkLoaded = page.waitForResponse("**/build/_shared/resource-form-*.js");
  release();
  await chunkLoaded;
  await expect(dialog.getByLabel("Nome")).toHaveValue(name);
  await expect(dialog.getByLabel("Descrizione")).toHaveValue("Scritta prima del modulo");

  // Hydrated: the browser checks the rules before posting (no request), then saves as a data request.
  await dialog.getByLabel("Nome").fill("");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog.getByText("Campo obbligatorio")).toBeVisible();
  await dialog.getByLabel("Nome").pressSequentially(name);
  const save = page.waitForRequest((request) => request.method() === "POST");
  await dialog.getByRole("button", { name: "Salva" }).click();
  expect((await save).url()).toContain(".data");
  await expect(page).toHaveURL(pathIs("/musicalGenres?sort=-createdAt"));
  await expect(page.getByRole("status")).toHaveText("Creato con successo");
  const [saved] = await upstreamRows(`/musical-genres?name=${encodeURIComponent(name)}`, "admin@demo.test");
  expect(saved).toMatchObject({ name, description: "Scritta prima del modulo" });
});
