// Uploads the upstream processes as jobs, without JavaScript (decision 052): the form says where the job stood when
// it was drawn and offers to look again; looking again once it completed shows the record holding the file.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { scopeRequests, unique, upstreamRows } from "./helpers";
import {
  armJobs,
  attachmentLabel,
  jobState,
  pendingRequest,
  sendProposal,
  storedRequest,
  wordFile,
} from "./upload-jobs.support";

test.use({ storageState: storageStateOf("disco") });

test("says where the job stood when drawn, and its refresh shows it completed with the file saved", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const requestId = await scopeRequests(page);
  await armJobs(requestId, { pendingMs: 2000, processingMs: 2000 });
  const { id } = await pendingRequest("Serata con proposta senza script");
  const filename = `proposta-nojs-${unique()}.docx`;
  const dialog = await sendProposal(page, id, filename, false);
  const state = jobState(page);
  await expect(state).toContainText(/In attesa|In elaborazione/);
  await expect(state).toContainText(/Stato alle \d{2}:\d{2}:\d{2}\./);
  const refresh = state.getByRole("link", { name: "Aggiorna lo stato" });
  // Pressed until the job is over, as a person would: the page never changes by itself.
  await expect(async () => {
    if (await refresh.isVisible()) await refresh.click();
    await expect(state).toContainText("Completato", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(refresh).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "File attuale" })).toHaveAttribute(
    "href",
    /\/uploads\/[0-9a-f]{24}\/file$/,
  );
  expect((await storedRequest(id))?.attachment).toMatch(/\/uploads\/[0-9a-f]{24}\/file$/);
});

test("a save refused after its file was sent keeps the job, and the next save takes it without the file again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const requestId = await scopeRequests(page);
  await armJobs(requestId, { pendingMs: 500, processingMs: 500 });
  const { id, eventName } = await pendingRequest("Serata con proposta rifiutata");
  const filename = `proposta-rifiutata-${unique()}.docx`;
  await page.goto(`/formatRequests/${id}`);
  const dialog = page.getByRole("dialog");
  const name = dialog.getByRole("textbox", { name: "Nome dell'evento", exact: true });
  // The name left empty: the file is sent (a job starts) before the form's rules refuse the save.
  await name.fill("");
  await dialog.getByLabel(attachmentLabel).setInputFiles(wordFile(filename));
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(name).toHaveAccessibleDescription(/Campo obbligatorio/);
  await expect(dialog.getByText(`«${filename}» è già stato inviato ed è in elaborazione`)).toBeVisible();
  await name.fill(`${eventName} corretta`);
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Salvato. Il file è in elaborazione: verrà aggiunto appena pronto.",
  );
  const state = jobState(page);
  await expect(state).toContainText(filename);
  const refresh = state.getByRole("link", { name: "Aggiorna lo stato" });
  await expect(async () => {
    if (await refresh.isVisible()) await refresh.click();
    await expect(state).toContainText("Completato", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // One file sent, once: the second save followed the first post's job.
  expect(await upstreamRows(`/upload-jobs?filename=${encodeURIComponent(filename)}`)).toHaveLength(1);
  expect(await storedRequest(id)).toMatchObject({
    eventName: `${eventName} corretta`,
    attachment: expect.stringMatching(/\/uploads\/[0-9a-f]{24}\/file$/),
  });
});
