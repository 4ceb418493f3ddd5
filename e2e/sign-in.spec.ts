// Every demo account lands where spec section 2 says, sees exactly its sidebar, is refused what section 6 refuses,
// and logs out; the refusals and messages of sections 5 and 8.
// The signed-in checks read only a status, an address and the server's HTML, so they run as plain HTTP with the
// account's session (server-html.ts): the landing and the walk of its menu in one test, each menu page read as a
// browser without JavaScript gets it. Following the sidebar's links in the page (with JavaScript, no document load)
// is route-anchors.spec.ts's. Signing in and out works the form, each on a fresh page of its own.
import { accounts, refusedAccounts, type AccountName } from "./accounts";
import { armFault, expireSession, hydrated, menuLabel, pathIs, scopeRequests, signIn } from "./helpers";
import { byRole, oneByRole, serverPage, textOf, type ServerPage } from "./server-html";
import { expect, test } from "./shared-pages";
import { landingNow } from "./tonight";

/** The page shows the not-found heading; the shell around it stays when signed in, so the user can go on. */
function expectNotFound(page: ServerPage, options: { shell: boolean }) {
  expect(page.status).toBe(404);
  expect(byRole(page.document, page.document, "heading", { name: "Pagina non trovata" })).not.toHaveLength(0);
  if (options.shell) expect(page.document.querySelector('[data-testid="sidebar-menu"]')).not.toBeNull();
}

/** The sidebar's links, by name, of a page that has one (else the test fails). */
function sidebarOf(page: ServerPage) {
  const menu = page.document.querySelector('[data-testid="sidebar-menu"]');
  expect(menu, `the sidebar of ${page.url.pathname}`).not.toBeNull();
  return byRole(menu!, page.document, "link");
}

for (const name of Object.keys(accounts) as AccountName[]) {
  const account = accounts[name];
  test.describe(`${account.email}`, () => {
    test("gets the not-found page on a section its role may not open", async ({ httpAs }) => {
      expectNotFound(await serverPage(await httpAs(name), account.forbidden), { shell: true });
    });

    test("lands on its page, sees exactly its sidebar and walks it", async ({ httpAs }) => {
      const http = await httpAs(name);
      let page = await serverPage(http, "/");
      expect(page.url.href).toMatch(pathIs(await landingNow(account)));
      expect(sidebarOf(page).map(textOf)).toEqual(account.menu.map(menuLabel));
      expect(byRole(page.document, page.document, "heading", { level: 1 })).not.toHaveLength(0);
      for (const key of account.menu) {
        const label = menuLabel(key);
        const link = sidebarOf(page).find((entry) => textOf(entry) === label);
        expect(link, `${label} in the sidebar of ${page.url.pathname}`).toBeDefined();
        page = await serverPage(http, link!.getAttribute("href")!);
        expect(page.status, `${label} opens`).toBe(200);
        expect(byRole(page.document, page.document, "heading", { level: 1 }), `${label}'s heading`).not.toHaveLength(0);
        const marked = oneByRole(page.document.querySelector('[data-testid="sidebar-menu"]')!, page.document, "link", {
          name: label,
          exact: true,
        });
        expect(marked.getAttribute("aria-current"), `${label} is marked current`).toBe("page");
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
  // Reads only a redirect and a status, signed out: plain HTTP.
  test("sends a signed-out visitor from / to login", async ({ httpAs }) => {
    const page = await serverPage(await httpAs("signed-out"), "/");
    expect(page.url.href).toMatch(pathIs("/login"));
  });

  test("answers an unknown path with the not-found page", async ({ httpAs }) => {
    expectNotFound(await serverPage(await httpAs("signed-out"), "/this/does/not/exist"), { shell: false });
  });
});
