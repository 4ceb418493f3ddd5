// Pages as a browser without JavaScript draws them, for checks that run scripts of their own (axe): axe cannot run
// where a context's scripts are off (its timers never fire), so these pages come from a context with scripts on that
// never loads the app's (its requests for /build/*.js are refused, so nothing hydrates), each <noscript> unfolded as a
// browser without scripts shows it. Cheaper than the app's own pages: no scripts fetched, compiled or run.
import type { Page } from "@playwright/test";
import { storageStateOf, type AccountName } from "./accounts";
import type { Reading } from "./axe";
import { appURL } from "./ports";
import { test as base } from "./shared-pages";

type ServerDrawnFixtures = {
  /**
   * The worker's page of the account in the reading's language and theme, as drawn on the server: one per worker,
   * account and reading, kept for the worker's tests (they only read), so no context is made and no style sheet
   * fetched again per test.
   */
  serverDrawnPage: (account: AccountName | "signed-out", reading: Reading) => Promise<Page>;
};

export const test = base.extend<object, ServerDrawnFixtures>({
  serverDrawnPage: [
    async ({ browser }, provide) => {
      const pages = new Map<string, Promise<Page>>();
      await provide(async (account, reading) => {
        const key = `${account} ${reading.language}`;
        if (!pages.has(key))
          pages.set(
            key,
            (async () => {
              const context = await browser.newContext({
                baseURL: appURL,
                storageState: account === "signed-out" ? { cookies: [], origins: [] } : storageStateOf(account),
                locale: reading.locale,
                colorScheme: reading.colorScheme,
                extraHTTPHeaders: { "Accept-Language": reading.acceptLanguage },
              });
              await context.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
              return context.newPage();
            })(),
          );
        const page = await pages.get(key)!;
        // The pointer where a fresh page has it: left where another test clicked, it would hover a row (decision 042).
        await page.mouse.move(0, 0);
        return page;
      });
      await Promise.all([...pages.values()].map(async (page) => (await page).context().close()));
    },
    { scope: "worker" },
  ],
});

/** Shows each <noscript>'s content as a browser without scripts draws it (one with scripts keeps it as text). */
export async function unfoldNoscript(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("noscript")) {
      const template = document.createElement("template");
      template.innerHTML = element.textContent ?? "";
      element.replaceWith(template.content);
    }
  });
}

export { expect } from "@playwright/test";
