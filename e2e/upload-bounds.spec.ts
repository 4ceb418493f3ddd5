// What a hand-made post can no longer do (decision 028), as plain HTTP requests to the shared back-office signed
// in as the demo club: a file field's URL that the back-office did not hand out is refused next to the field and
// nothing reaches the upstream; a file is judged by its content; a body over its bounds, declared or streamed, gets
// the 413 page in the user's language without being read first. Each request carries an id of its own, so the mock's
// log shows only its own writes.
import fs from "node:fs";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { maxFormBytes, maxFormParts, maxMultipartBytes } from "../app/core/http/body-limits";
import { storageStateOf } from "./accounts";
import { createUpstream, italian, unique, upstreamOne, upstreamRows, upstreamToken, writesOf } from "./helpers";
import { appURL, mockURL } from "./ports";

const english: typeof italian = JSON.parse(
  fs.readFileSync(new URL("../app/locales/en/common.json", import.meta.url), "utf8"),
);

/** The demo club's session cookie, as the shared sign-in (auth.setup.ts) left it. */
function clubCookie(): string {
  const state = JSON.parse(fs.readFileSync(storageStateOf("disco"), "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  return state.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const requestId = `t-${randomUUID()}`;
  const answer = fetch(`${appURL}${path}`, {
    method: "POST",
    headers: { cookie: clubCookie(), "accept-language": "it-IT", "x-request-id": requestId, ...headers },
    body,
    redirect: "manual",
    // A streamed body is sent at once (Node's fetch asks to be told).
    duplex: "half",
  } as RequestInit);
  return { requestId, answer };
}

/** The messages of one field's error list in a rendered form (conform's `<form>-<field>-error`), as text. */
function fieldErrors(page: string, field: string): string {
  const list = new RegExp(`<ul id="[^"]*-${field}-error"[^>]*>(.*?)</ul>`).exec(page);
  const entities: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  return (list?.[1] ?? "").replace(/&#x27;|&quot;|&lt;|&gt;|&amp;/g, (entity) => entities[entity]);
}

/** A file the demo club uploaded to the mock itself: a real upload's URL, but not one the back-office handed out. */
async function uploadedAtTheMock(): Promise<string> {
  const token = await upstreamToken("disco@demo.test");
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const response = await fetch(`${mockURL}/uploads?filename=altro.png`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    body: png,
  });
  expect(response.status).toBe(201);
  return new URL(((await response.json()) as { url: string }).url, mockURL).toString();
}

async function ownBanner(label: string, bannerImage: string) {
  const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  return createUpstream<{ _id: string; name: string }>("disco@demo.test", "/banners", {
    name: `${label} ${unique()}`,
    discoId: club._id,
    priority: 1,
    bannerImage,
    isEnabled: true,
  });
}

test("a new record's file field refuses a URL it did not hand out, next to the field, and writes nothing", async () => {
  const name = `Banner con indirizzo falso ${unique()}`;
  for (const forged of ["https://evil.example/locandina.png", await uploadedAtTheMock()]) {
    const form = new FormData();
    form.set("name", name);
    form.set("bannerImage", forged);
    // A signature that is not ours does not help either.
    form.set("bannerImage__signed", `${Date.now() + 3_600_000}.${"A".repeat(43)}`);
    const { requestId, answer } = post("/banners/new", form);
    const response = await answer;
    expect(response.status, forged).toBe(400);
    const page = await response.text();
    expect(fieldErrors(page, "bannerImage"), forged).toContain(italian.uploadChecks.urlRefused);
    expect(page, forged).toContain(`value="${name}"`);
    expect(page, forged).not.toContain(forged);
    expect(await writesOf(requestId), forged).toEqual([]);
  }
});

test("a record's file field keeps the URL it holds, and refuses another in its place", async () => {
  const stored = await uploadedAtTheMock();
  const banner = await ownBanner("Banner con immagine", stored);
  const forged = await uploadedAtTheMock();
  const refused = new FormData();
  refused.set("name", banner.name);
  refused.set("priority", "1");
  refused.set("bannerImage", forged);
  const attempt = post(`/banners/${banner._id}`, refused);
  const response = await attempt.answer;
  expect(response.status).toBe(400);
  expect(fieldErrors(await response.text(), "bannerImage")).toContain(italian.uploadChecks.urlRefused);
  expect(await writesOf(attempt.requestId)).toEqual([]);
  expect((await upstreamOne(`/banners?_id=${banner._id}`)).bannerImage).toBe(stored);

  const kept = new FormData();
  kept.set("name", `${banner.name} rinominato`);
  kept.set("priority", "1");
  kept.set("bannerImage", stored);
  const save = post(`/banners/${banner._id}`, kept);
  expect((await save.answer).status).toBe(302);
  expect(await writesOf(save.requestId)).toEqual([`PUT /banners/${banner._id}`]);
  const saved = await upstreamOne(`/banners?_id=${banner._id}`);
  expect(saved.name).toBe(`${banner.name} rinominato`);
  expect(saved.bannerImage).toBe(stored);
});

test("a file named and declared an image but holding a PDF is refused next to its field; nothing is uploaded", async () => {
  const name = `Banner travestito ${unique()}`;
  const form = new FormData();
  form.set("name", name);
  form.set("bannerImage__file", new Blob([Buffer.from("%PDF-1.4\n1 0 obj\n")], { type: "image/png" }), "locandina.png");
  const { requestId, answer } = post("/banners/new", form);
  const response = await answer;
  expect(response.status).toBe(400);
  const page = await response.text();
  expect(fieldErrors(page, "bannerImage")).toContain(italian.uploadChecks.contentMismatch);
  expect(page).toContain(`value="${name}"`);
  expect(await writesOf(requestId)).toEqual([]);
});

/** The 413 page in one language: its code, its title, and nothing written upstream. */
async function expectTooLargePage(
  response: { status: number; text: () => Promise<string> },
  strings: typeof italian,
  requestId: string,
) {
  expect(response.status).toBe(413);
  const page = await response.text();
  expect(page).toContain(strings.uploadChecks.tooLargeTitle);
  expect(page).toContain(strings.uploadChecks.back);
  expect(await writesOf(requestId)).toEqual([]);
}

test("a form with too many parts gets the 413 page, in Italian and in English", async () => {
  const form = () => {
    const parts = new FormData();
    parts.set("name", `Banner a mille pezzi ${unique()}`);
    for (let index = 0; index < maxFormParts; index += 1) parts.append("isEnabled", "on");
    return parts;
  };
  const italianPost = post("/banners/new", form());
  await expectTooLargePage(await italianPost.answer, italian, italianPost.requestId);
  const englishPost = post("/banners/new", form(), { "accept-language": "en" });
  await expectTooLargePage(await englishPost.answer, english, englishPost.requestId);
});

test("a body declared over the bound gets the 413 page before it is sent", async () => {
  // Only the headers and a first chunk go out: the answer comes while the body is still owed.
  const ask = (language: string) =>
    new Promise<{ status: number; text: () => Promise<string>; requestId: string }>((resolve, reject) => {
      const requestId = `t-${randomUUID()}`;
      const request = http.request(`${appURL}/banners/new`, {
        method: "POST",
        headers: {
          cookie: clubCookie(),
          "accept-language": language,
          "x-request-id": requestId,
          "content-type": "multipart/form-data; boundary=limite",
          "content-length": String(maxMultipartBytes + 1),
        },
      });
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          request.destroy();
          const page = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, text: async () => page, requestId });
        });
      });
      request.on("error", reject);
      request.write('--limite\r\nContent-Disposition: form-data; name="name"\r\n\r\nEnorme\r\n');
    });
  const inItalian = await ask("it-IT");
  await expectTooLargePage(inItalian, italian, inItalian.requestId);
  const inEnglish = await ask("en");
  await expectTooLargePage(inEnglish, english, inEnglish.requestId);
});

test("a streamed body with no declared length is stopped at its bound with the 413 page", async () => {
  // An urlencoded body half again its bound, sent in chunks as a script may: refused once the bound is passed.
  const chunk = new TextEncoder().encode(`name=${"a".repeat(65_536)}&`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent > 1.5 * maxFormBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const { requestId, answer } = post("/banners/new", body, { "content-type": "application/x-www-form-urlencoded" });
  await expectTooLargePage(await answer, italian, requestId);
  // The server is still there for the next request.
  expect((await fetch(`${appURL}/healthz`)).status).toBe(200);
});
