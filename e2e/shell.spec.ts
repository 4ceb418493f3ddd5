// The shell of spec section 2: the sidebar closes and stays closed across visits, becomes a drawer on small screens,
// and the header's profile menu leads to the profile.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, menuLabel, pathIs } from "./helpers";

test.use({ storageState: storageStateOf("admin") });

test("closes the sidebar and keeps it closed after a reload", async ({ page }) => {
  await page.goto("/users");
  await hydrated(page);
  const sidebar = page.getByRole("complementary", { name: "Menu laterale" });
  await expect(sidebar).toBeVisible();
  // The sidebar hides at once (optimistic); the preference is stored when the post answers, so wait for it.
  const stored = page.waitForResponse((response) => response.url().includes("/preferences/drawer") && response.ok());
  await page.getByRole("button", { name: "Chiudi il menu laterale" }).click();
  await expect(sidebar).toBeHidden();
  await stored;
  await page.reload();
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Apri il menu laterale" }).click();
  await expect(sidebar).toBeVisible();
});

test("opens the menu as a drawer on a phone and follows a link from it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/users");
  await hydrated(page);
  const sidebar = page.getByRole("complementary", { name: "Menu laterale" });
  await expect(sidebar).toBeHidden();
  await page.getByRole("link", { name: "Apri il menu" }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole("link", { name: menuLabel("musicalGenres") }).click();
  await expect(page).toHaveURL(pathIs("/musicalGenres"));
  await expect(sidebar).toBeHidden();
});

test("reaches the profile from the header's menu, with the user's data from the upstream", async ({ page }) => {
  await page.goto("/users");
  await hydrated(page);
  await page.getByLabel("Menu di Giulia Rossi").click();
  await page.getByRole("banner").getByRole("link", { name: "Profilo" }).click();
  await expect(page).toHaveURL(pathIs("/profile"));
  await expect(page.getByRole("heading", { name: "Il mio profilo" })).toBeVisible();
  // The profile is a form now (decision 010): the upstream's data fill its fields.
  await expect(page.getByLabel("Email")).toHaveValue("admin@demo.test");
  await expect(page.getByRole("textbox", { name: "Cognome" })).toHaveValue("Rossi");
  await expect(page.getByText("Amministratore")).toBeVisible();
});

test("lays the avatar lookup's picture over generated initials, which show when it has none", async ({
  page,
  browser,
}) => {
  await page.goto("/users");
  const picture = page.locator("header [data-avatar-picture]");
  const src = await picture.getAttribute("data-avatar-picture");
  expect((await page.request.get(src!)).status()).toBe(200);

  const disco = await browser.newContext({ storageState: storageStateOf("disco") });
  const discoPage = await disco.newPage();
  await discoPage.goto("/events");
  await expect(discoPage.getByLabel("Menu di Marco Bianchi")).toContainText("MB");
  const discoSrc = await discoPage.locator("header [data-avatar-picture]").getAttribute("data-avatar-picture");
  expect((await discoPage.request.get(discoSrc!)).status()).toBe(404);
  await disco.close();
});
