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
  /** This test's way to the worker's page signed in as the account, opened once per account and context options. */
  sharedPage: (account: AccountName | Account["name"] | "signed-out", options?: ContextOptions) => Promise<Page>;
};

type WorkerFixtures = {
  /** The worker's pages, by account and every context option they were made with. */
  sharedPagePool: Map<string, Promise<Page>>;
  /** This worker's HTTP client with the account's session cookie (none: signed out), for checks needing no rendering. */
  httpAs: (account: AccountName | "signed-out") => Promise<APIRequestContext>;
};

// A key that names the same options the same way whatever order they were written in.
function stableJSON(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJSON).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJSON((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

export const test = base.extend<SharedFixtures, WorkerFixtures>({
  sharedPagePool: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pages = new Map<string, Promise<Page>>();
      await use(pages);
      await Promise.all([...pages.values()].map(async (page) => (await page).context().close()));
    },
    { scope: "worker" },
  ],
  // Test-scoped on purpose: the context options come from this test's own fixtures (the project's `use`, then every
  // `test.use` around the test), so a describe with another locale, screen, colour scheme or JavaScript setting never
  // gets a page made for a different one. Explicit options win over them, and all of them make the key.
  sharedPage: async (
    {
      browser,
      sharedPagePool,
      baseURL,
      locale,
      timezoneId,
      viewport,
      screen,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      forcedColors,
      contrast,
      extraHTTPHeaders,
      geolocation,
      permissions,
      offline,
      serviceWorkers,
      bypassCSP,
      ignoreHTTPSErrors,
      acceptDownloads,
      contextOptions,
    },
    provide,
  ) => {
    const fromTest: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      locale,
      timezoneId,
      viewport,
      screen,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      forcedColors,
      contrast,
      extraHTTPHeaders,
      geolocation,
      permissions,
      offline,
      serviceWorkers,
      bypassCSP,
      ignoreHTTPSErrors,
      acceptDownloads,
    };
    await provide((account, options = {}) => {
      const made = { ...fromTest, ...options };
      const key = `${account} ${stableJSON(made)}`;
      if (!sharedPagePool.has(key))
        sharedPagePool.set(
          key,
          browser
            .newContext({
              ...made,
              // Signed out is an empty state, not none: none would fall back to the calling test's own.
              storageState: account === "signed-out" ? { cookies: [], origins: [] } : storageStateOf(account),
            })
            .then((context) => context.newPage()),
        );
      // Each test gets the page with the pointer where a fresh page has it (0, 0): left where the last test clicked, it
      // kept a row hovered, and axe measured the hovered colours (decision 042).
      return sharedPagePool.get(key)!.then(async (page) => {
        await page.mouse.move(0, 0);
        return page;
      });
    });
  },
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
