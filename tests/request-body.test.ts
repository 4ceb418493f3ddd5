// The bounds of a post's body (decision 028): parts and bytes, enforced while the body streams.
import { describe, expect, it } from "vitest";
import {
  maxFilesPerForm,
  maxFormBytes,
  maxFormParts,
  maxMultipartBytes,
  readForm,
  readUploadForm,
} from "~/core/http/request-body.server";
import { maxUploadBytes } from "~/core/http/upload-types";
import { resources } from "~/domains";
import { profileFields } from "~/domains/venues/profiles.resources";
import { venueProfileFields } from "~/domains/venues/venue-profile.resources";

const url = "http://backoffice.test/banners/new";

function multipart(parts: { name: string; value: string | Blob; filename?: string }[]): FormData {
  const form = new FormData();
  for (const part of parts)
    if (part.value instanceof Blob) form.append(part.name, part.value, part.filename);
    else form.append(part.name, part.value);
  return form;
}

/** A request whose body arrives in chunks, with no declared length (as a script may send it). */
function streamed(contentType: string, chunks: number, chunkBytes: number, headers: Record<string, string> = {}) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": contentType, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, sentChunks: () => sent };
}

async function statusOf(promise: Promise<unknown>): Promise<number | "read"> {
  try {
    await promise;
    return "read";
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("form bodies within bounds", () => {
  it("reads an urlencoded form and a multipart form with a file", async () => {
    const plain = await readForm(new Request(url, { method: "POST", body: new URLSearchParams({ name: "Serata" }) }));
    expect(plain.get("name")).toBe("Serata");
    const form = await readForm(
      new Request(url, {
        method: "POST",
        body: multipart([
          { name: "name", value: "Serata" },
          {
            name: "image__file",
            value: new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }),
            filename: "a.png",
          },
        ]),
      }),
    );
    expect(form.get("name")).toBe("Serata");
    const file = form.get("image__file");
    expect(file).toBeInstanceOf(File);
    expect((file as File).size).toBe(3);
  });

  it(`takes ${maxFormParts} parts and refuses one more with 413`, async () => {
    const parts = (count: number) =>
      multipart(Array.from({ length: count }, (_, index) => ({ name: `f${index}`, value: "x" })));
    const full = await readForm(new Request(url, { method: "POST", body: parts(maxFormParts) }));
    expect([...full.keys()]).toHaveLength(maxFormParts);
    expect(await statusOf(readForm(new Request(url, { method: "POST", body: parts(maxFormParts + 1) })))).toBe(413);
  });

  it("refuses a declared length over the bound without waiting for the body", async () => {
    // A body that sends one chunk and then nothing: only an answer that does not read it can come back.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
      pull: () => new Promise(() => undefined),
    });
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(maxMultipartBytes + 1) },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(readForm(request))).toBe(413);
  });

  it("stops a streamed urlencoded body once it passes its bound", async () => {
    const chunks = Math.ceil(maxFormBytes / 65536) + 4;
    const { request } = streamed("application/x-www-form-urlencoded", chunks, 65536);
    expect(await statusOf(readForm(request))).toBe(413);
  });

  it("stops a streamed multipart body once it passes its bound, and a text part over the form's bound", async () => {
    const boundary = "bound";
    const chunks = Math.ceil(maxMultipartBytes / 1048576) + 2;
    const { request } = streamed(`multipart/form-data; boundary=${boundary}`, chunks, 1048576);
    expect(await statusOf(readForm(request))).toBe(413);
    const longText = multipart([{ name: "body", value: "x".repeat(maxFormBytes + 1) }]);
    expect(await statusOf(readForm(new Request(url, { method: "POST", body: longText })))).toBe(413);
  });

  it("says which file is over 10 MB to a form with files, and answers 413 to any other", async () => {
    const big = () =>
      multipart([{ name: "image__file", value: new Blob([new Uint8Array(maxUploadBytes + 1)]), filename: "a.png" }]);
    await expect(readUploadForm(new Request(url, { method: "POST", body: big() }))).rejects.toMatchObject({
      field: "image__file",
    });
    expect(await statusOf(readForm(new Request(url, { method: "POST", body: big() })))).toBe(413);
  });

  it("answers 400, not a crash, to a multipart body without its boundary", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "name=x",
    });
    expect(await statusOf(readForm(request))).toBe(400);
  });

  it(`fits every form: none has more than ${maxFilesPerForm} upload fields`, () => {
    const forms = [...resources.map((resource) => resource.fields), profileFields, venueProfileFields];
    const most = Math.max(...forms.map((fields) => fields.filter((field) => field.component === "upload").length));
    expect(most).toBeLessThanOrEqual(maxFilesPerForm);
  });
});
