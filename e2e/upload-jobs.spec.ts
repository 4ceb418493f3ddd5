// Uploads the upstream processes as jobs, with JavaScript (decision 052): the form shows pending, processing and
// completed by itself, the record then holds the file; a failure says its reason; another user's job is not-found.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, scopeRequests, unique } from "./helpers";
import {
  armJobs,
  attachmentLabel,
  jobIdOf,
  jobState,
  pendingRequest,
  sendProposal,
  storedRequest,
} from "./upload-jobs.support";

test.use({ storageState: storageStateOf("disco") });

test("shows a converted proposal go from pending to processing to completed by itself, then the record holds it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const requestId = await scopeRequests(page);
  // Long enough for the page to be drawn while pending, short enough for a quick test.
  await armJobs(requestId, { pendingMs: 6000, processingMs: 6000 });
  const { id } = await pendingRequest("Serata con proposta in conversione");
  const filename = `proposta-${unique()}.docx`;
  const dialog = await sendProposal(page, id, filename, true);
  await hydrated(page);
  // The form is drawn anew: saving again would not send the file a second time.
  await expect(dialog.getByLabel(attachmentLabel)).toHaveValue("");
  const state = jobState(page);
  await expect(state).toContainText("In attesa");
  await expect(state).toContainText(`«${filename}» è in coda`);
  // No refresh to press: the page asks by itself.
  await expect(state.getByRole("link", { name: "Aggiorna lo stato" })).toHaveCount(0);
  await expect(state).toContainText("In elaborazione", { timeout: 15_000 });
  await expect(state).toContainText(`La piattaforma sta convertendo «${filename}»`);
  await expect(state).toContainText("Completato", { timeout: 20_000 });
  await expect(state).toContainText(`«${filename}» è pronto ed è salvato nella scheda.`);
  // The field holds the stored file, as the record now does.
  await expect(dialog.getByRole("link", { name: "File attuale" })).toHaveAttribute(
    "href",
    /\/uploads\/[0-9a-f]{24}\/file$/,
  );
  expect((await storedRequest(id))?.attachment).toMatch(/\/uploads\/[0-9a-f]{24}\/file$/);
});

test("says why a conversion failed, and leaves the record as it was", async ({ page }) => {
  const requestId = await scopeRequests(page);
  await armJobs(requestId, { pendingMs: 0, processingMs: 0, failReason: "Document is password-protected" });
  const { id } = await pendingRequest("Serata con proposta protetta");
  const filename = `protetta-${unique()}.docx`;
  await sendProposal(page, id, filename, true);
  const state = jobState(page);
  await expect(state).toContainText("Non riuscito");
  await expect(state).toContainText(
    `Non è stato possibile convertire «${filename}»: il documento è protetto da password. Carica di nuovo il file.`,
  );
  expect((await storedRequest(id))?.attachment ?? "").toBe("");
});

test("answers not-found to another user asking for a job, and the job to who started it", async ({
  page,
  browser,
  baseURL,
}) => {
  const requestId = await scopeRequests(page);
  await armJobs(requestId, { pendingMs: 600000, processingMs: 0 });
  const { id } = await pendingRequest("Serata con proposta altrui");
  const filename = `altrui-${unique()}.docx`;
  await sendProposal(page, id, filename, true);
  const jobId = await jobIdOf(filename);
  const asJson = { headers: { accept: "application/json" } };

  const mine = await page.request.get(`/upload-jobs/${jobId}`, asJson);
  expect(mine.status()).toBe(200);
  expect(await mine.json()).toMatchObject({ id: jobId, status: "pending", filename });

  for (const account of ["admin", "format"] as const) {
    const other = await browser.newContext({ storageState: storageStateOf(account), baseURL });
    try {
      const response = await other.request.get(`/upload-jobs/${jobId}`, asJson);
      expect(response.status(), account).toBe(404);
    } finally {
      await other.close();
    }
  }
  // Nor is a job id the back-office never started followed for anybody.
  expect((await page.request.get("/upload-jobs/ffffffffffffffffffffffff", asJson)).status()).toBe(404);
});
