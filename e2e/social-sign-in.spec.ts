// Real social sign-in: with a provider's client id configured, the login page loads that provider's
// script, receives its token and posts it to POST /auth/socialLogin; the answer signs the user in like the password
// flow, with the same 'User not allowed' rule; a provider's error is only logged (spec section 8). The providers'
// scripts are stand-ins on 127.0.0.1 (e2e/provider-stand-in.ts); the back-office and mock are this file's own (ports
// E2E_APP_PORT + 13 and + 14), started with the three providers configured, so its sign-ins and log are only ours.
import { expect, test, type Page } from "@playwright/test";
import { pathIs } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";
import { startProviderStandIn, type ProviderStandIn, type SocialPlan } from "./provider-stand-in";

test.describe.configure({ mode: "serial" });

let server: Isolated;
let standIn: ProviderStandIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  standIn = await startProviderStandIn();
  server = await startIsolated("social", 13, 15_000, standIn.appEnv);
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.stop();
});

test.beforeEach(async () => {
  await server.control("log", { method: "DELETE" });
});

/** The social sign-ins the mock upstream received, with its answer. */
async function socialCalls(): Promise<{ method: string; status: number }[]> {
  const log = (await server.control("log", { method: "GET" })) as { method: string; path: string; status: number }[];
  return log.filter((entry) => entry.path === "/auth/socialLogin");
}

/** Opens the login page with what each provider will answer, once the providers' scripts are ready. */
async function openLogin(page: Page, plan: SocialPlan) {
  await page.addInitScript((given) => {
    (window as unknown as { __socialPlan: SocialPlan }).__socialPlan = given;
  }, plan);
  await page.goto(`${server.appURL}/login`);
  // Google draws its own button in place of ours when its script is ready.
  await expect(page.getByRole("button", { name: "Sign in with Google (stand-in)" })).toBeVisible();
}

test("Google: its own button gives a token, the upstream answers, the user is signed in", async ({ page }) => {
  await openLogin(page, { google: { credential: "demo:disco@demo.test" } });
  await expect(page.getByRole("button", { name: "Google", exact: true })).toHaveCount(0);
  // Each provider's script arrives and is configured on its own: Google's button can show before the others are set.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __socialConfig: unknown }).__socialConfig))
    .toMatchObject({
      google: { client_id: "stand-in-google-client.apps.googleusercontent.com" },
      apple: { clientId: "test.stand-in.backoffice", usePopup: true },
      facebook: { appId: "1234567890" },
    });
  await page.getByRole("button", { name: "Sign in with Google (stand-in)" }).click();
  await expect(page).toHaveURL(pathIs("/events"));
  await expect(page.getByText("Benvenuto")).toBeVisible();
  expect(await socialCalls()).toEqual([expect.objectContaining({ method: "POST", status: 200 })]);
});

test("Facebook: the SDK's access token signs the user in", async ({ page }) => {
  await openLogin(page, { facebook: { accessToken: "demo:format@demo.test" } });
  await page.getByRole("button", { name: "Facebook" }).click();
  await expect(page).toHaveURL(pathIs("/events"));
  expect(await socialCalls()).toEqual([expect.objectContaining({ status: 200 })]);
});

test("Apple: an account that may not enter the back-office is refused like a password sign-in", async ({ page }) => {
  await openLogin(page, { apple: { idToken: "demo:user@demo.test" } });
  await page.getByRole("button", { name: "Apple" }).click();
  await expect(page.getByRole("alert")).toContainText("User not allowed");
  await expect(page).toHaveURL(pathIs("/login"));
  // The upstream knew the user; the back-office made no session of it.
  expect(await socialCalls()).toEqual([expect.objectContaining({ status: 200 })]);
  await page.goto(`${server.appURL}/events`);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fevents$/);
});

test("a provider's error is only logged: no message, nothing sent upstream, the form is still there", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await openLogin(page, { apple: { error: "popup_closed_by_user" }, facebook: { status: "not_authorized" } });
  await page.getByRole("button", { name: "Apple" }).click();
  await page.getByRole("button", { name: "Facebook" }).click();
  await expect
    .poll(() => warnings)
    .toEqual(["[social-login] apple: popup_closed_by_user", "[social-login] facebook: not_authorized"]);
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByLabel("Email")).toBeVisible();
  expect(await socialCalls()).toEqual([]);
});

test("the page's policy lets in the providers' scripts and frames, and no other origin", async ({ request }) => {
  const response = await request.get(`${server.appURL}/login`);
  const policy = response.headers()["content-security-policy"];
  const directives = new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives.get("script-src")).toEqual([
    "'self'",
    expect.stringMatching(/^'nonce-/),
    "'wasm-unsafe-eval'",
    standIn.origin,
  ]);
  // Facebook's SDK frames its dialogs from facebook.com.
  expect(directives.get("frame-src")).toEqual([standIn.origin, "https://www.facebook.com"]);
  expect(directives.get("connect-src")).toEqual(["'self'", standIn.origin, "https://www.facebook.com"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a provider's button says it needs JavaScript, and nothing reaches the upstream", async ({ page }) => {
    await page.goto(`${server.appURL}/login`);
    await page.getByRole("button", { name: "Google" }).click();
    await expect(page).toHaveURL(pathIs("/login"));
    await expect(page.getByRole("alert")).toContainText("L'accesso con Google richiede JavaScript");
    expect(await socialCalls()).toEqual([]);
  });
});
