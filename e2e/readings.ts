// Reading a page in another language and theme without another browser context: both are the user's choices, kept in
// cookies (the `lng` and `theme` cookies the header's menus set), so a page of the worker's (decision 040) switches by
// setting them before its next load.
import type { APIRequestContext, Page } from "@playwright/test";
import type { Reading } from "./axe";
import { appURL } from "./ports";

/** A cookie's value as the app's unsigned Remix cookies write it: the JSON of the value, in base64. */
function cookieValue(value: string): string {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

/** The page's next loads are in the reading's language and theme. */
export async function setReading(page: Page, reading: Reading) {
  await page.context().addCookies([
    { name: "lng", value: cookieValue(reading.language), url: appURL },
    { name: "theme", value: cookieValue(reading.colorScheme), url: appURL },
  ]);
}

/** The path of the first event the account's event list shows (the night nearest to now, with rows of the seed). */
export async function firstEventOf(http: APIRequestContext): Promise<string> {
  const response = await http.get("/events");
  const found = /href="(\/events\/[0-9a-f]{24})\//.exec(await response.text());
  if (!found) throw new Error(`no event on /events (status ${response.status()})`);
  return found[1]!;
}
