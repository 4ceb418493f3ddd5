// Format requests with JavaScript (spec sections 4 and 5): filter, approve and reject with confirmation, the event
// an approval creates, sending one as a venue, and who may not decide. Each test decides a pending request of its own,
// sent for it at the mock under a name no other test (nor a repeat of this one) uses, and arms its faults for its own
// requests only, so the tests run side by side on the shared mock.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { armFault, hydrated, scopeRequests, searchBox, unique, upstreamToken } from "./helpers";
import { mockURL } from "./ports";

function row(page: Page, eventName: string) {
  return page.locator("tbody tr").filter({ has: page.locator("td:first-child", { hasText: eventName }) });
}

/**
 * Sends, as the demo club, a pending request to the demo format under a name of this test's own; answers the name.
 * Straight to the mock: sending through the form is the venue's test below.
 */
async function pendingRequest(label: string): Promise<string> {
  const token = await upstreamToken("disco@demo.test");
  const get = async (path: string) => {
    const response = await fetch(`${mockURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const [record] = (await response.json()) as { _id: string; name: string }[];
    if (!record) throw new Error(`nothing at ${path}`);
    return record;
  };
  const venue = await get(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const format = await get(`/discos?name=${encodeURIComponent("Sabato Italiano Tour")}`);
  const eventName = `${label} ${unique()} @ Demo Club Milano`;
  const response = await fetch(`${mockURL}/format-requests`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      formatId: format._id,
      formatName: format.name,
      discoId: venue._id,
      discoName: venue.name,
      eventName,
      startDate: "2031-05-24T20:30:00.000Z",
    }),
  });
  if (response.status !== 201) throw new Error(`sending ${eventName} answered ${response.status}`);
  return eventName;
}

async function search(page: Page, text: string) {
  await page.getByLabel("Cerca", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Applica" }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "\\+")}(&|$)`));
  await expect(page.getByLabel("Cerca", { exact: true })).toHaveValue(text);
}

test.describe("format requests as an admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("filters to pending, approves one with confirmation, and links the event it created", async ({ page }) => {
    const eventName = await pendingRequest("Venerdì Latino");
    await page.goto("/formatRequests");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Stato" }).selectOption("pending");
    await expect(page).toHaveURL(/\/formatRequests\?status=pending$/);
    const statuses = page.locator('tbody tr td[data-label="Stato"]');
    await expect(statuses.filter({ hasNotText: "In attesa" })).toHaveCount(0);
    await expect(statuses.first()).toHaveText("In attesa");

    await search(page, eventName);
    await expect(row(page, eventName)).toHaveCount(1);
    const listUrl = page.url();
    await page.getByRole("link", { name: `Approva ${eventName}`, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Vuoi davvero approvare questa richiesta?");
    await expect(dialog).toContainText("Venerdì Latino");
    await expect(page).toHaveURL(/\/formatRequests\/[0-9a-f]+\/approve\?/);

    await dialog.getByRole("button", { name: "Approva" }).click();
    await expect(page.getByRole("status")).toHaveText(`Richiesta approvata: evento "${eventName}" creato`);
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Still filtered to pending: the approved request has left the list.
    await expect(page.locator("tbody tr")).toHaveCount(0);

    await page.getByRole("combobox", { name: "Stato" }).selectOption("accepted");
    await expect(row(page, eventName).locator('td[data-label="Stato"]')).toHaveText("Approvata");
    const openEvent = row(page, eventName).getByRole("link", { name: `Apri evento ${eventName}`, exact: true });
    await expect(openEvent).toBeVisible();
    expect(await openEvent.getAttribute("href")).toMatch(/^\/events\/[0-9a-f]+$/);
    await expect(row(page, eventName).getByRole("link", { name: /^Approva / })).toHaveCount(0);

    // The event the approval created opens in its workspace.
    await openEvent.click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f]+\/info$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventName);
  });

  test("rejects one, after a failed attempt that keeps the dialog open with the message", async ({ page }) => {
    const eventName = await pendingRequest("Techno Lab");
    const requestId = await scopeRequests(page);
    await page.goto("/formatRequests?status=pending");
    await hydrated(page);
    await search(page, eventName);
    await page.getByRole("link", { name: `Rifiuta ${eventName}`, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Vuoi davvero rifiutare questa richiesta?");
    const id = new URL(page.url()).pathname.split("/")[2];
    await armFault(requestId, { method: "PUT", path: `/format-requests/${id}`, type: "500", times: 1 });

    await dialog.getByRole("button", { name: "Rifiuta" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Il servizio non è raggiungibile. Riprova tra poco.");
    await expect(dialog.getByRole("button", { name: "Rifiuta" })).toBeEnabled();

    await dialog.getByRole("button", { name: "Rifiuta" }).click();
    await expect(page.getByRole("status")).toHaveText(`Richiesta "${eventName}" rifiutata`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto(`/formatRequests?q=${encodeURIComponent(eventName)}`);
    await expect(row(page, eventName).locator('td[data-label="Stato"]')).toHaveText("Rifiutata");
    await expect(row(page, eventName).getByRole("link")).toHaveCount(0);
  });
});

test.describe("format requests as the format they are addressed to", () => {
  test.use({ storageState: storageStateOf("format") });

  test("sees only its own requests, sends none, and approves one", async ({ page }) => {
    const eventName = await pendingRequest("Sabato Italiano Tour");
    await page.goto("/formatRequests");
    await hydrated(page);
    const formats = await page.locator("tbody tr td:nth-child(2)").allInnerTexts();
    expect(formats.length).toBeGreaterThan(0);
    expect(new Set(formats)).toEqual(new Set(["Sabato Italiano Tour"]));
    await expect(page.getByRole("link", { name: "Nuovo" })).toHaveCount(0);
    expect((await page.goto("/formatRequests/new"))?.status()).toBe(404);

    await page.goto("/formatRequests?status=pending");
    await hydrated(page);
    await search(page, eventName);
    await page.getByRole("link", { name: `Approva ${eventName}`, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Approva" }).click();
    await expect(page.getByRole("status")).toHaveText(`Richiesta approvata: evento "${eventName}" creato`);
  });
});

test.describe("format requests as the venue that sends them", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("sends a request, sees only its venue's, may not approve its own, and withdraws it", async ({ page }) => {
    // Many steps (a form with a server-searched select, four refused calls, a withdrawal): more than the default time.
    test.setTimeout(60_000);
    const eventName = `Serata richiesta ${unique()}`;
    await page.goto("/formatRequests");
    await hydrated(page);
    // Every request listed is the venue's own (e2e/row-scope.spec.ts proves the reach): no column repeats its name.
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Locale" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Approva / })).toHaveCount(0);

    await page.getByRole("link", { name: "Nuovo" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Locale")).toHaveCount(0);
    const format = searchBox(dialog, "Format");
    await format.fill("sabato italiano tour");
    await page.getByRole("option", { name: "Sabato Italiano Tour" }).click();
    await dialog.getByLabel("Nome dell'evento").fill(eventName);
    await dialog.getByLabel("Inizio").fill("17/05/2031");
    await dialog.getByLabel("Note").fill("Due sale, apertura alle 23");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Creato con successo");

    await search(page, eventName);
    const mine = row(page, eventName);
    await expect(mine.locator("td:nth-child(2)")).toHaveText("Sabato Italiano Tour");
    await expect(mine.locator('td[data-label="Stato"]')).toHaveText("In attesa");
    await expect(mine.getByRole("link", { name: /^Approva / })).toHaveCount(0);
    const withdraw = mine.getByRole("link", { name: `Elimina ${eventName}`, exact: true });
    const id = (await withdraw.getAttribute("href"))?.split("/")[2];
    expect(id).toMatch(/^[0-9a-f]+$/);

    expect((await page.request.get(`/formatRequests/${id}/approve`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.post(`/formatRequests/${id}/approve`, { form: {}, maxRedirects: 0 })).status()).toBe(
      404,
    );
    expect((await page.request.post(`/formatRequests/${id}/reject`, { form: {}, maxRedirects: 0 })).status()).toBe(404);
    const notFound = await page.goto(`/formatRequests/${id}/approve`);
    expect(notFound?.status()).toBe(404);

    await page.goto(`/formatRequests?q=${encodeURIComponent(eventName)}`);
    await hydrated(page);
    await row(page, eventName)
      .getByRole("link", { name: `Elimina ${eventName}`, exact: true })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByRole("status")).toHaveText("Eliminato con successo");
    await expect(row(page, eventName)).toHaveCount(0);
  });
});
