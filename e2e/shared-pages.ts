// Pages and HTTP clients kept for a whole worker, one per demo account (and per set of context options), for tests that
// only read: a fresh browser context per test costs a cold cache (every script fetched and compiled again), about
// twice the time of the page itself (decision 040). A test that signs out, changes a preference or arms a knob on its
// own requests keeps Playwright's own `page`, fresh for each test.
import { test as base, type APIRequestContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { storageStateOf, type Account, type AccountName } from "./accounts";
import { appURL } from "./ports";

type ContextOptions = Pick<
  BrowserContextOptions,
  "viewport" | "javaScriptEnabled" | "colorScheme" | "locale" | "extraHTTPHeaders"
>;

type SharedFixtures = {
  /** This worker's page signed in as the account, opened once and reused by the next test that asks for the same. */
  sharedPage: (account: AccountName | Account["name"] | "signed-out", options?: ContextOptions) => Promise<Page>;
  /** This worker's HTTP client with the account's session cookie (none: signed out), for checks needing no rendering. */
  httpAs: (account: AccountName | "signed-out") => Promise<APIRequestContext>;
};

export const test = base.extend<object, SharedFixtures>({
  sharedPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<Page>>();
      await use((account, options = {}) => {
        const key = `${account} ${JSON.stringify(options)}`;
        if (!pages.has(key))
          pages.set(
            key,
            browser
              .newContext({
                // Signed out is an empty state, not none: none would fall back to the calling test's own.
                storageState: account === "signed-out" ? { cookies: [], origins: [] } : storageStateOf(account),
                ...options,
              })
              .then((context) => context.newPage()),
          );
        return pages.get(key)!;
      });
      await Promise.all([...pages.values()].map(async (page) => (await page).context().close()));
    },
    { scope: "worker" },
  ],
  httpAs: [
    async ({ playwright }, use) => {
      const clients = new Map<string, Promise<APIRequestContext>>();
      await use((account) => {
        if (!clients.has(account))
          clients.set(
            account,
            playwright.request.newContext({
              baseURL: appURL,
              storageState: account === "signed-out" ? undefined : storageStateOf(account),
              extraHTTPHeaders: { "Accept-Language": "it-IT,it;q=0.9" },
              // A refusal or a redirect is the answer under test: never followed.
              maxRedirects: 0,
            }),
          );
        return clients.get(account)!;
      });
      await Promise.all([...clients.values()].map(async (client) => (await client).dispose()));
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
