// Uploads the upstream processes as jobs (decision 052), shared by the specs with and without JavaScript: a venue
// corrects its pending format request with a Word proposal, which the platform converts as a job. Each test sends a
// request of its own and arms the durations of its own jobs (`/__control/upload-jobs` for its request id), so the
// tests run side by side on the shared mock and wait for states, never for a fixed time.
import { expect, type Page } from "@playwright/test";
import { hydrated, mockControl, unique, upstreamRows, upstreamToken } from "./helpers";
import { mockURL } from "./ports";

export const attachmentLabel = "Documento della proposta (PDF, Word, Excel o PowerPoint)";

/** The durations (and failure) of the jobs this test's requests start. */
export async function armJobs(
  requestId: string,
  knob: { pendingMs: number; processingMs: number; failReason?: string },
) {
  await mockControl("upload-jobs", { body: { ...knob, requestId } });
}

/** A pending request of the demo club's own, sent straight to the mock; answers its id and event name. */
export async function pendingRequest(label: string): Promise<{ id: string; eventName: string }> {
  const token = await upstreamToken("disco@demo.test");
  const first = async (path: string) => {
    const response = await fetch(`${mockURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const [record] = (await response.json()) as { _id: string; name: string }[];
    if (!record) throw new Error(`nothing at ${path}`);
    return record;
  };
  const venue = await first(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const format = await first(`/discos?name=${encodeURIComponent("Sabato Italiano Tour")}`);
  const eventName = `${label} ${unique()}`;
  const response = await fetch(`${mockURL}/format-requests`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      formatId: format._id,
      discoId: venue._id,
      eventName,
      startDate: "2031-06-14T20:30:00.000Z",
      status: "pending",
    }),
  });
  if (response.status !== 201) throw new Error(`sending ${eventName} answered ${response.status}`);
  return { id: ((await response.json()) as { _id: string })._id, eventName };
}

/** A Word document: a ZIP package, as every .docx is (its local file header first). */
export function wordFile(name: string) {
  return {
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`proposta ${name}`)]),
  };
}

/** Opens the request's form, chooses the proposal and saves: the page comes back to the form with the job. */
export async function sendProposal(page: Page, requestId: string, filename: string, javascript: boolean) {
  await page.goto(`/formatRequests/${requestId}`);
  // A file set without a press on its field (which a user's choice always starts with) waits for the form's code
  // (decision 059: a press keeps the server's form, a file set by the driver alone does not).
  if (javascript) await hydrated(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(attachmentLabel).setInputFiles(wordFile(filename));
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Salvato. Il file è in elaborazione: verrà aggiunto appena pronto.",
  );
  await expect(page).toHaveURL(new RegExp(`/formatRequests/${requestId}$`));
  return dialog;
}

/** The job's line next to the field: its badge and its sentence. */
export function jobState(page: Page) {
  return page.getByRole("dialog").locator(`[id$="-job"]`);
}

/** The request as the mock holds it. */
export async function storedRequest(id: string) {
  const [stored] = await upstreamRows(`/format-requests?_id=${id}`);
  return stored;
}

/** The id of the job the mock made for a file of this name. */
export async function jobIdOf(filename: string): Promise<string> {
  const [job] = await upstreamRows(`/upload-jobs?filename=${encodeURIComponent(filename)}`);
  if (!job) throw new Error(`no job for ${filename}`);
  return job._id;
}
