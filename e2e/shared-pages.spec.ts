// The worker's shared pages are made for the options of the test asking (decision 040): a describe that sets another
// language, screen or colour scheme with test.use never gets a page made for the defaults, nor the other way round.
// Serial, so both describes ask the same worker's pool in turn.
import { expect, test } from "./shared-pages";

test.describe.configure({ mode: "serial" });

async function seen(page: import("@playwright/test").Page) {
  await page.goto("/login");
  return page.evaluate(() => ({
    language: navigator.language,
    width: window.innerWidth,
    dark: matchMedia("(prefers-color-scheme: dark)").matches,
  }));
}

test.describe("with the project's options", () => {
  test("gets a page in Italian on a desktop screen, light", async ({ sharedPage }) => {
    expect(await seen(await sharedPage("signed-out"))).toEqual({ language: "it-IT", width: 1280, dark: false });
  });
});

test.describe("with test.use of its own", () => {
  test.use({ locale: "en-US", viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("gets a page in English on a phone's screen, dark", async ({ sharedPage }) => {
    expect(await seen(await sharedPage("signed-out"))).toEqual({ language: "en-US", width: 390, dark: true });
  });
});

test.describe("with the project's options again", () => {
  test("gets the first page back, not the last one made", async ({ sharedPage }) => {
    expect(await seen(await sharedPage("signed-out"))).toEqual({ language: "it-IT", width: 1280, dark: false });
  });
});
