// The door for a scanner (decision 048), with JavaScript on a 390×844 phone, besides the steps door-scan.support.ts runs
// with and without it: a keyboard-wedge scanner's code and Enter lets the guest in at once and gives the field back
// for the next scan; the same code again within 2 s does nothing; a flagged guest or a group is shown to confirm
// first, with the button under the thumb and Enter; "already in" looks nothing like "entered".
import { expect, test } from "@playwright/test";
import { card, doorResult, doorScanSpecs, scanNight, unconditionalRequests } from "./door-scan.support";
import { storageStateOf } from "./accounts";
import { hydrated, writesOf } from "./helpers";

doorScanSpecs("js");

test("a scanner's code and Enter lets the guest in at once and gives the field back; a repeat within 2 s does nothing", async ({
  page,
}) => {
  const requestId = await unconditionalRequests(page);
  const night = await scanNight("Scanner");
  await page.goto(`/events/${night.event._id}/door`);
  await hydrated(page);
  const field = page.getByLabel("Nome, codice o lista");
  await expect(field).toBeFocused();

  // A keyboard-wedge scanner: the code's keys, then Enter; and its echo, the same code again at once.
  for (let read = 0; read < 2; read++) {
    await field.pressSequentially(String(night.single.code));
    await field.press("Enter");
    await expect(field).toHaveValue("");
  }
  const result = doorResult(page);
  await expect(result).toHaveAttribute("data-outcome", "entered");
  await expect(result).toContainText(`Ospite Solo ${night.id}`);
  await expect(field).toBeFocused();
  await expect(page.getByTestId("door-total")).toHaveText(/^1 \/ 8$/);
  // The echo was ignored: nothing was sent again, and the result still says "entered", not "already in".
  expect((await writesOf(requestId)).filter((write) => write.endsWith(night.single._id))).toHaveLength(1);
  await expect(result).toHaveAttribute("data-outcome", "entered");

  // The next guest's code goes through at once: a VIP is shown to confirm, its button under the thumb; Enter confirms.
  await field.pressSequentially(String(night.vip.code));
  await field.press("Enter");
  await expect(result).toHaveAttribute("data-outcome", "confirm");
  const vip = card(page, `Ospite Vip ${night.id}`);
  await expect(vip.getByRole("button", { name: "Fai entrare" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(result).toHaveAttribute("data-outcome", "entered");
  await expect(page.getByTestId("door-total")).toHaveText(/^2 \/ 8$/);
});

test("a code and Enter before the scripts have arrived shows the guest's card, sent once, and the page hydrates after", async ({
  page,
}) => {
  // A first visit on a slow line: the document is on screen, its scripts are not. The field's form is a GET search,
  // so Enter asks the server; nothing is checked in behind the doorman's back, and nothing twice once scripts run.
  const requestId = await unconditionalRequests(page);
  const night = await scanNight("Prima degli script");
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.url().includes("q=")) searches.push(request.url());
  });
  await page.goto(`/events/${night.event._id}/door`, { waitUntil: "commit" });
  const field = page.getByLabel("Nome, codice o lista");
  await field.fill(String(night.single.code));
  await field.press("Enter");
  const guest = card(page, `Ospite Solo ${night.id}`);
  await expect(guest).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await hydrated(page);
  await expect(guest).toHaveCount(1);
  await expect(guest.getByRole("button", { name: "Fai entrare" })).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(await writesOf(requestId)).toEqual([]);
});

test("a code scanned on a second phone after the first lets no one in again, and the phone says so loudly", async ({
  page,
  browser,
}) => {
  const requestId = await unconditionalRequests(page);
  const night = await scanNight("Già dentro");
  await page.goto(`/events/${night.event._id}/door`);
  await hydrated(page);
  const field = page.getByLabel("Nome, codice o lista");
  await field.pressSequentially(String(night.single.code));
  await field.press("Enter");
  await expect(doorResult(page)).toHaveAttribute("data-outcome", "entered");
  const entered = doorResult(page);
  const enteredColour = await entered.evaluate((element) => getComputedStyle(element).backgroundColor);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: storageStateOf("eventoffice"),
    locale: "it-IT",
    extraHTTPHeaders: { "x-request-id": requestId },
  });
  try {
    const second = await context.newPage();
    await second.goto(`/events/${night.event._id}/door`);
    await hydrated(second);
    const secondField = second.getByLabel("Nome, codice o lista");
    await secondField.pressSequentially(String(night.single.code));
    await secondField.press("Enter");
    const already = doorResult(second);
    await expect(already).toHaveAttribute("data-outcome", "already");
    await expect(already).toHaveAttribute("role", "alert");
    await expect(already).toContainText(/Ingresso alle \d\d:\d\d, registrato da .+ \(.+\)/);
    // Not the calm green of an entry: another colour altogether.
    expect(await already.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(enteredColour);
    expect((await writesOf(requestId)).filter((write) => write.endsWith(night.single._id))).toHaveLength(1);
  } finally {
    await context.close();
  }
});
