// Every demo account lands where spec section 2 says, sees exactly its sidebar, is refused what section 6 refuses,
// and logs out; the refusals and messages of sections 5 and 8.
// The signed-in checks read only, so each runs on the worker's page of its account (shared-pages.ts), the landing and
// the walk of its menu in one test from the one first page; signing in and out, each on a fresh page of its own.
import { accounts, refusedAccounts } from "./accounts";
import { armFault, expireSession, hydrated, menuLabel, pathIs, scopeRequests, sidebarLabels, signIn } from "./helpers";
import { expect, test } from "./shared-pages";
import { landingNow } from "./tonight";

for (const account of Object.values(accounts)) {
  test.describe(`${account.email}`, () => {
    test("gets the not-found page on a section its role may not open", async ({ sharedPage }) => {
      const page = await sharedPage(account.name);
      const response = await page.goto(account.forbidden);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
      // The shell stays, so the user can go on from the menu.
      await expect(page.getByTestId("sidebar-menu")).toBeVisible();
    });

    test("lands on its page, sees exactly its sidebar and walks it", async ({ sharedPage }) => {
      test.setTimeout(90_000);
      const page = await sharedPage(account.name);
      await page.goto("/");
      await expect(page).toHaveURL(pathIs(await landingNow(account)));
      expect(await sidebarLabels(page)).toEqual(account.menu.map(menuLabel));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const key of account.menu) {
        await page
          .getByTestId("sidebar-menu")
          .getByRole("link", { name: menuLabel(key), exact: true })
          .click();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(
          page.getByTestId("sidebar-menu").getByRole("link", { name: menuLabel(key), exact: true }),
        ).toHaveAttribute("aria-current", "page");
      }
    });
  });
}

test.describe("signing in and out", () => {
  test("logs out to the login page, after which sections ask for login again", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, "disco@demo.test");
    await expect(page).toHaveURL(pathIs("/events"));
    await expect(page.getByRole("status")).toContainText("Benvenuto");
    await hydrated(page);
    await page.getByLabel(/Menu di/).click();
    await page.getByRole("banner").getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(pathIs("/login"));
    await page.goto("/events");
    await expect(page).toHaveURL(pathIs("/login?redirectTo=%2Fevents"));
  });

  for (const email of refusedAccounts) {
    test(`refuses ${email} with 'User not allowed'`, async ({ page }) => {
      await page.goto("/login");
      await signIn(page, email);
      await expect(page.getByRole("alert")).toHaveText("User not allowed");
      await expect(page).toHaveURL(pathIs("/login"));
      await expect(page.getByLabel("Email")).toHaveValue(email);
    });
  }

  test("says 'Email o password errate' for a wrong password and keeps the email", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, "admin@demo.test", "Wrong-pass1");
    await expect(page.getByRole("alert")).toHaveText("Email o password errate");
    await expect(page.getByLabel("Email")).toHaveValue("admin@demo.test");
  });

  test("shows a 400's message as sent, translated when known, else 'Richiesta non valida'", async ({ page }) => {
    const requestId = await scopeRequests(page);
    await page.goto("/login");
    for (const [message, shown] of [
      ["Too many attempts for this email, try later", "Too many attempts for this email, try later"],
      ["email should not be empty", "Email obbligatoria"],
      [undefined, "Richiesta non valida"],
    ] as const) {
      await armFault(requestId, { method: "POST", path: "/auth", type: "400", message, times: 1 });
      await signIn(page, "admin@demo.test");
      await expect(page.getByRole("alert")).toHaveText(shown);
      await expect(page).toHaveURL(pathIs("/login"));
      await expect(page.getByLabel("Email")).toHaveValue("admin@demo.test");
    }
  });

  test("asks for the email and checks its shape next to the field", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Accedi", exact: true }).click();
    await expect(page.getByText("Email obbligatoria")).toBeVisible();
    await expect(page.getByText("Campo obbligatorio")).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("x");
    await page.getByRole("button", { name: "Accedi", exact: true }).click();
    await expect(page.getByText("Email non valida")).toBeVisible();
  });

  test("returns to the page asked for after signing in, and ignores a foreign redirect", async ({ page }) => {
    await page.goto("/musicalGenres?page=2&sort=-name");
    await expect(page).toHaveURL(pathIs("/login?redirectTo=%2FmusicalGenres%3Fpage%3D2%26sort%3D-name"));
    await signIn(page, "admin@demo.test");
    await expect(page).toHaveURL(pathIs("/musicalGenres?page=2&sort=-name"));

    await page.context().clearCookies();
    await page.goto("/login?redirectTo=https%3A%2F%2Fevil.test%2F");
    await signIn(page, "admin@demo.test");
    await expect(page).toHaveURL(pathIs("/users"));
  });

  test("sends a user whose token expired back to login with 'Non autorizzato'", async ({ page }) => {
    // Only this test's session expires: not the newest of the account's, which may be another test's.
    const requestId = await scopeRequests(page);
    await page.goto("/login");
    await signIn(page, "format@demo.test");
    await expect(page).toHaveURL(pathIs("/events"));
    await expireSession(requestId);
    await page.goto("/profile");
    await expect(page).toHaveURL(pathIs("/login?redirectTo=%2Fprofile"));
    await expect(page.getByRole("alert").filter({ hasText: "Non autorizzato" })).toBeVisible();
  });
});

test.describe("entry and unknown paths", () => {
  // Reads only, signed out: the worker's signed-out page.
  test("sends a signed-out visitor from / to login", async ({ sharedPage }) => {
    const page = await sharedPage("signed-out");
    await page.goto("/");
    await expect(page).toHaveURL(pathIs("/login"));
  });

  test("answers an unknown path with the not-found page", async ({ sharedPage }) => {
    const page = await sharedPage("signed-out");
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
  });
});
