// Sign-in, the venue selector, the language switch and logout work as plain HTML forms (JavaScript is off here).
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { menuLabel, pathIs, sidebarLabels, signIn } from "./helpers";

test("signs in, keeps the email on an error, and logs out without JavaScript", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "disco@demo.test", "Wrong-pass1");
  await expect(page.getByRole("alert")).toHaveText("Email o password errate");
  await expect(page.getByLabel("Email")).toHaveValue("disco@demo.test");
  await page.getByLabel("Password").fill("Demo-pass1");
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page).toHaveURL(pathIs("/events"));
  await page.getByRole("complementary").getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(pathIs("/login"));
});

test("shows field errors from the server without JavaScript", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("x");
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page.getByText("Email non valida")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
});

test("changes venue from the sidebar without JavaScript, and the menu follows the role there", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "collaboffice@demo.test");
  await expect(page).toHaveURL(pathIs("/collaborators"));
  expect(await sidebarLabels(page)).toEqual(
    ["lists", "collaborators", "chats", "tutorial"].map((key) => menuLabel(key as "lists")),
  );
  const venue = page.getByRole("combobox", { name: "Locale" });
  const options = await venue.locator("option").allInnerTexts();
  expect(options.length).toBeGreaterThan(1);
  await venue.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Cambia" }).click();
  // At the second venue this account is the promoter: the page still opens for that role, and the menu is the promoter's.
  await expect(page).toHaveURL(pathIs("/collaborators"));
  expect(await sidebarLabels(page)).toEqual(
    [
      "structures",
      "galleries",
      "discoCategories",
      "events",
      "promos",
      "lists",
      "promoters",
      "collaborators",
      "banners",
      "chats",
      "map",
      "tutorial",
    ].map((key) => menuLabel(key as "map")),
  );
  await expect(page.getByRole("combobox", { name: "Locale" })).toHaveValue(
    (await venue.locator("option").nth(1).getAttribute("value")) ?? "",
  );
});

test("switches language without JavaScript", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "en", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("on a phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 800 }, storageState: storageStateOf("admin") });

  test("opens the menu drawer as a link target and closes it", async ({ page }) => {
    await page.goto("/users");
    const sidebar = page.getByRole("complementary", { name: "Menu laterale" });
    await expect(sidebar).toBeHidden();
    await page.getByRole("link", { name: "Apri il menu" }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole("link", { name: "Chiudi il menu" }).click();
    await expect(sidebar).toBeHidden();
  });
});
