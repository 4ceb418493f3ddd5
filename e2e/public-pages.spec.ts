// Registration, forgotten password, social sign-in and the public pages of spec section 2.
import { expect, test } from "@playwright/test";
import { mockControl, pathIs, scopeRequests, unique } from "./helpers";
import { appURL } from "./ports";
import { byRole, serverPage, textOf } from "./server-html";

test.describe("registration", () => {
  test("checks the fields next to each one and keeps what was typed", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Nome", { exact: true }).fill("Anna");
    await page.getByLabel("Cognome").fill("Neri");
    await page.getByLabel("Email").fill("anna@");
    await page.getByLabel("Password", { exact: true }).fill("corta");
    await page.getByLabel("Conferma password").fill("diversa");
    await page.getByRole("button", { name: "Registrati" }).click();
    await expect(page.getByText("Email non valida")).toBeVisible();
    await expect(page.getByText("Almeno 8 caratteri", { exact: true })).toBeVisible();
    await expect(page.getByText("Le password non coincidono")).toBeVisible();
    await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Anna");
  });

  test("says 'Email già in uso' for a taken email, then registers a new one", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Nome", { exact: true }).fill("Anna");
    await page.getByLabel("Cognome").fill("Neri");
    await page.getByLabel("Email").fill("admin@demo.test");
    await page.getByLabel("Password", { exact: true }).fill("Notte-2026");
    await page.getByLabel("Conferma password").fill("Notte-2026");
    await page.getByRole("button", { name: "Registrati" }).click();
    await expect(page.getByText("Email già in uso")).toBeVisible();
    await expect(page.getByLabel("Cognome")).toHaveValue("Neri");

    const email = `anna.${Date.now()}@example.test`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Notte-2026");
    await page.getByLabel("Conferma password").fill("Notte-2026");
    await page.getByRole("button", { name: "Registrati" }).click();
    await expect(page).toHaveURL(pathIs("/login"));
    await expect(page.getByRole("status")).toContainText("Account creato");
  });
});

test("sends the reset link without telling whether the email has an account", async ({ page }) => {
  // The mock's log is shared: this test reads only its own requests' entries, and clears nothing others might read.
  const requestId = await scopeRequests(page);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nessuno@example.test");
  await page.getByRole("button", { name: "Invia il link" }).click();
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(page.getByRole("status")).toContainText("Se l'email corrisponde a un account");
  const log = (await mockControl("log", { method: "GET" })) as { method: string; path: string; requestId?: string }[];
  const mine = log.filter((entry) => entry.requestId === requestId);
  expect(mine.some((entry) => entry.method === "POST" && entry.path === "/auth/forgot-password")).toBe(true);
});

test.describe("social sign-in without a provider configured", () => {
  // Playwright's own server has no provider client id: e2e/social-sign-in.spec.ts runs one with the three.
  // Reads the server's HTML only: plain HTTP.
  test("shows no provider button at all", async ({ request }) => {
    const { status, document } = await serverPage(request, "/login");
    expect(status).toBe(200);
    expect(byRole(document, document, "button", { name: "Accedi", exact: true })).toHaveLength(1);
    for (const name of ["Google", "Apple", "Facebook"]) {
      expect(byRole(document, document, "button", { name }), name).toHaveLength(0);
    }
    expect(textOf(document)).not.toContain("oppure continua con");
  });

  test("refuses a forged post for a provider it does not offer, before the upstream", async ({ request }) => {
    const requestId = `social-${unique()}`;
    const response = await request.post("/login/social", {
      form: { provider: "google", token: "demo:disco@demo.test", redirectTo: "" },
      headers: { "x-request-id": requestId, origin: appURL },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/login");
    expect(response.headers()["set-cookie"]).not.toContain("__session=");
    const log = (await mockControl("log", { method: "GET" })) as { requestId?: string; path: string }[];
    expect(log.filter((entry) => entry.requestId === requestId)).toEqual([]);
  });
});

test.describe("public pages", () => {
  for (const [path, heading] of [
    ["/delete-user", "Eliminare il tuo account"],
    ["/instagram", "Condivisioni Instagram"],
    ["/instagram/login", "Collegamento a Instagram"],
    ["/payment?outcome=success", "Pagamento riuscito"],
    ["/payment?outcome=cancel", "Pagamento annullato"],
  ]) {
    // A status and a heading of the server's HTML: plain HTTP.
    test(`shows ${path} to anyone`, async ({ request }) => {
      const { status, document } = await serverPage(request, path);
      expect(status).toBe(200);
      expect(byRole(document, document, "heading", { level: 1, name: heading })).not.toHaveLength(0);
    });
  }
});
