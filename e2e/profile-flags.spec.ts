// The login and complete-profile dialogs of spec sections 2, 4 and 5, which exist only behind their build flags
// (FEATURE_LOGIN_DIALOG, FEATURE_PROFILE_COMPLETION): Playwright's own server runs with the flags off, so this file
// starts a back-office with both on and a mock of its own (ports E2E_APP_PORT + 3 and + 4), reset before each test.
// Both modes are here, JavaScript on and off, since they share that server.
import { expect, test, type Page } from "@playwright/test";
import { demoPassword } from "./accounts";
import { pathIs } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";

test.describe.configure({ mode: "serial" });

let server: Isolated;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("profile-flags", 3, 15_000, {
    FEATURE_LOGIN_DIALOG: "1",
    FEATURE_PROFILE_COMPLETION: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async () => {
  // Each test signs in and walks two dialogs: more than one page's worth of time on a busy machine.
  test.setTimeout(90_000);
  await server.control("reset");
});

async function openLoginDialog(page: Page) {
  await page.goto(`${server.appURL}/register`);
  await page.getByRole("banner").getByRole("link", { name: "Accedi" }).click();
  await expect(page).toHaveURL(pathIs("/register?login=1"));
  const dialog = page.getByRole("dialog", { name: "Accedi" });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const mode of ["js", "nojs"] as const) {
  test.describe(`with JavaScript ${mode === "js" ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: mode === "js" });

    test(`the header's Login opens the persistent login dialog; success greets the user by name (${mode})`, async ({
      page,
    }) => {
      const dialog = await openLoginDialog(page);
      await expect(dialog.getByRole("link", { name: "Chiudi" })).toHaveCount(0);
      await dialog.getByLabel("Email").fill("admin@demo.test");
      await dialog.getByLabel("Password").fill("Sbagliata-1");
      await dialog.getByRole("button", { name: "Accedi" }).click();
      if (mode === "js") {
        // The dialog stays open over the page and says why.
        await expect(dialog.getByText("Email o password errate")).toBeVisible();
        await expect(page).toHaveURL(pathIs("/register?login=1"));
        await expect(dialog.getByLabel("Email")).toHaveValue("admin@demo.test");
      } else {
        // Without JavaScript the refusal is the login page's.
        await expect(page.getByText("Email o password errate")).toBeVisible();
        await expect(page).toHaveURL(pathIs("/login"));
      }
      const form = mode === "js" ? dialog : page;
      await form.getByLabel("Password").fill(demoPassword);
      await form.getByRole("button", { name: "Accedi", exact: true }).click();
      await expect(page).toHaveURL(pathIs("/users"));
      await expect(page.getByRole("status")).toHaveText("Benvenuto, Giulia");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test(`an incomplete profile gets the persistent complete-profile dialog until username and both acceptances are given (${mode})`, async ({
      page,
    }) => {
      const dialog = await openLoginDialog(page);
      await dialog.getByLabel("Email").fill("incomplete@demo.test");
      await dialog.getByLabel("Password").fill(demoPassword);
      await dialog.getByRole("button", { name: "Accedi" }).click();
      await expect(page).toHaveURL(pathIs(`/complete-profile?redirectTo=${encodeURIComponent("/users")}`));
      await expect(page.getByRole("status")).toHaveText("Benvenuto, Nadia");

      const complete = page.getByRole("dialog", { name: "Completa il tuo profilo" });
      await expect(complete).toBeVisible();
      await expect(complete.getByRole("link", { name: "Chiudi" })).toHaveCount(0);
      // Any other page sends back to the dialog.
      await page.goto(`${server.appURL}/events`);
      await expect(page).toHaveURL(pathIs(`/complete-profile?redirectTo=${encodeURIComponent("/events")}`));

      await complete.getByLabel("Nome utente").fill("nadia.ferri");
      await complete.getByLabel("Accetto l'informativa sulla privacy").check();
      await complete.getByRole("button", { name: "Salva" }).click();
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: "Accetta l'informativa sulla privacy e i termini e condizioni" })
          .first(),
      ).toBeVisible();
      await expect(complete.getByLabel("Nome utente")).toHaveValue("nadia.ferri");
      await expect(complete.getByLabel("Accetto i termini e le condizioni")).toHaveAttribute("aria-invalid", "true");

      await complete.getByLabel("Accetto l'informativa sulla privacy").check();
      await complete.getByLabel("Accetto i termini e le condizioni").check();
      await complete.getByRole("button", { name: "Salva" }).click();
      await expect(page).toHaveURL(pathIs("/events"));
      await expect(page.getByRole("status")).toHaveText("Profilo aggiornato");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // The upstream holds the username and the acceptances; the dialog does not come back.
      await page.goto(`${server.appURL}/profile`);
      await expect(page.getByLabel("Nome utente")).toHaveValue("nadia.ferri");
      const log = (await server.control("log", { method: "GET" })) as {
        method: string;
        path: string;
        status: number;
      }[];
      expect(log.some((entry) => entry.method === "PUT" && entry.path === "/users/me" && entry.status === 200)).toBe(
        true,
      );
    });
  });
}

test("with the flags off the header's Login goes to the login page and nobody is asked to complete a profile", async ({
  page,
}) => {
  // Playwright's own server runs with the flags off.
  await page.goto("/register");
  await page.getByRole("banner").getByRole("link", { name: "Accedi" }).click();
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
});
