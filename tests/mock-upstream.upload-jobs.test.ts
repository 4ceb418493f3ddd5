// The mock's upload jobs (decision 052): an office document answers 202 with a job whose state follows the clock,
// pending → processing → completed (or failed with a reason), with durations a test arms for its own requests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";
import { presentJob } from "../mock-upstream/upload-jobs.mjs";

let mock: MockUpstream;
let dataDir: string;
let auth: string;

const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const zipBytes = new Blob([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])]);

async function upload(filename: string, type: string, requestId?: string) {
  const headers: Record<string, string> = { authorization: auth, "content-type": type };
  if (requestId) headers["x-request-id"] = requestId;
  const response = await fetch(`${mock.url}/uploads?filename=${filename}`, {
    method: "POST",
    headers,
    body: zipBytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function arm(knob: Record<string, unknown>) {
  const response = await fetch(`${mock.url}/__control/upload-jobs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(knob),
  });
  return response;
}

async function job(id: unknown) {
  const response = await fetch(`${mock.url}/upload-jobs/${String(id)}`, { headers: { authorization: auth } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-jobs-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  const basic = `Basic ${Buffer.from("disco@demo.test:Demo-pass1").toString("base64")}`;
  const signedIn = await fetch(`${mock.url}/auth`, { method: "POST", headers: { authorization: basic } });
  auth = `Bearer ${((await signedIn.json()) as { token: string }).token}`;
});

beforeEach(async () => {
  await fetch(`${mock.url}/__control/upload-jobs`, { method: "DELETE" });
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a job's state over time", () => {
  const created = "2026-11-27T20:00:00.000Z";
  const stored = {
    _id: "0000000000000000000000aa",
    filename: "proposta.docx",
    status: "pending",
    pendingMs: 1000,
    processingMs: 2000,
    storedUploadId: "0000000000000000000000bb",
    createdAt: created,
    updatedAt: created,
  };
  const at = (ms: number) => Date.parse(created) + ms;

  it("is pending, then processing, then completed with the stored file's address", () => {
    expect(presentJob(stored, at(0)).status).toBe("pending");
    expect(presentJob(stored, at(999)).status).toBe("pending");
    expect(presentJob(stored, at(1000)).status).toBe("processing");
    expect(presentJob(stored, at(2999)).status).toBe("processing");
    expect(presentJob(stored, at(3000))).toEqual({
      _id: stored._id,
      filename: "proposta.docx",
      status: "completed",
      uploadId: stored.storedUploadId,
      url: `/uploads/${stored.storedUploadId}/file`,
      createdAt: created,
      updatedAt: created,
    });
  });

  it("ends failed with its reason when a failure was armed, never with an address", () => {
    const failing = { ...stored, failReason: "Document is password-protected" };
    expect(presentJob(failing, at(1500)).status).toBe("processing");
    const ended = presentJob(failing, at(3000));
    expect(ended).toMatchObject({ status: "failed", reason: "Document is password-protected" });
    expect(ended).not.toHaveProperty("url");
  });

  it("keeps the stored state of a job without durations (the seed's)", () => {
    expect(presentJob({ _id: "x", filename: "import-1.xlsx", status: "completed", createdAt: created }).status).toBe(
      "completed",
    );
  });
});

describe("POST /uploads of an office document", () => {
  it("answers 202 with a pending job, which GET /upload-jobs/{id} reports", async () => {
    await arm({ pendingMs: 600000, processingMs: 0 });
    const answer = await upload("proposta.docx", docx);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: "pending", filename: "proposta.docx" });
    expect(answer.body).not.toHaveProperty("url");
    expect(answer.body).not.toHaveProperty("pendingMs");
    const read = await job(answer.body._id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: answer.body._id, status: "pending" });
  });

  it("reports processing, then completed with a file served back as it was sent", async () => {
    await arm({ pendingMs: 0, processingMs: 600000 });
    const processing = await upload(
      "listino.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect((await job(processing.body._id)).body.status).toBe("processing");

    await arm({ pendingMs: 0, processingMs: 0 });
    const done = await upload("proposta.docx", docx);
    expect(done.body).toMatchObject({
      status: "completed",
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\/file$/),
    });
    const file = await fetch(`${mock.url}${String(done.body.url)}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(await zipBytes.arrayBuffer()));
  });

  it("reports a failure with its reason", async () => {
    await arm({ pendingMs: 0, processingMs: 0, failReason: "Document is password-protected" });
    const answer = await upload("protetto.docx", docx);
    expect((await job(answer.body._id)).body).toMatchObject({
      status: "failed",
      reason: "Document is password-protected",
    });
  });

  it("gives a test's durations only to the uploads of its own requests", async () => {
    expect((await arm({ requestId: "t-jobs-a", pendingMs: 0, processingMs: 0 })).status).toBe(201);
    expect((await upload("mia.docx", docx, "t-jobs-a-1")).body.status).toBe("completed");
    // Another test's upload keeps the default durations: seconds of pending.
    expect((await upload("altrui.docx", docx, "t-jobs-b-1")).body.status).toBe("pending");
  });

  it("refuses durations out of range", async () => {
    expect((await arm({ pendingMs: -1 })).status).toBe(400);
    expect((await arm({ processingMs: 1.5 })).status).toBe(400);
    expect((await arm({ failReason: "" })).status).toBe(400);
  });

  it("stores images and PDFs at once, as before", async () => {
    const pdf = await upload("contratto.pdf", "application/pdf");
    expect(pdf.status).toBe(201);
    expect(pdf.body.url).toMatch(/^\/uploads\/[0-9a-f]{24}\/file$/);
  });
});
