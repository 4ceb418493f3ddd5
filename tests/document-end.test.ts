// The document's closing tags go last: React 18 writes `</body></html>` with the page's first part and then
// streams loader data and deferred values after it; the stream moves the tags to the end, wherever chunks split.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { closeDocumentLast } from "~/core/http/document-end.server";

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((text) => Buffer.from(text))).pipe(closeDocumentLast()))
    out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("the document's closing tags", () => {
  it("go after what is streamed late", async () => {
    expect(await through(["<html><body><p>x</p></body></html>", "<script>late()</script>"])).toBe(
      "<html><body><p>x</p><script>late()</script></body></html>",
    );
  });

  it("are found when a chunk ends in the middle of them", async () => {
    for (let cut = 1; cut < "</body></html>".length; cut++) {
      const page = "<html><body>è</body></html>";
      const at = page.indexOf("</body>") + cut;
      expect(await through([page.slice(0, at), page.slice(at), "<script>1</script>"])).toBe(
        "<html><body>è<script>1</script></body></html>",
      );
    }
  });

  it("keep text that only looks like their start, and characters split between chunks", async () => {
    const bytes = Buffer.from("<p>città</p></b");
    const split = bytes.indexOf(Buffer.from("à")) + 1; // inside the two bytes of "à"
    const out: Buffer[] = [];
    const stream = Readable.from([bytes.subarray(0, split), bytes.subarray(split)]).pipe(closeDocumentLast());
    for await (const chunk of stream) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString("utf8")).toBe("<p>città</p></b");
  });

  it("go out with what React wrote in one go gathered into one chunk, so it is compressed once", async () => {
    const stream = closeDocumentLast();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    // The shell in many pieces at once, then a late part on its own, as React streams a deferred value.
    for (const piece of ["<html><body>", "<p>a</p>", "<p>b</p>", "</body></html>"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.end(Buffer.from("<script>late()</script>"));
    await ended;
    expect(out).toEqual(["<html><body><p>a</p><p>b</p>", "<script>late()</script></body></html>"]);
  });

  it("leave a document without them as it is", async () => {
    expect(await through(["<p>only a part</p>"])).toBe("<p>only a part</p>");
  });
});

describe("zero bytes", () => {
  it("are dropped: React 18.3 pads a buffer it writes whole with them, where a multi-byte character did not fit", async () => {
    const padded = Buffer.concat([Buffer.from("<p>1 "), Buffer.alloc(2), Buffer.from("–20</p>")]);
    const out: Buffer[] = [];
    for await (const chunk of Readable.from([padded, Buffer.from("<p>città</p>")]).pipe(closeDocumentLast()))
      out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString("utf8")).toBe("<p>1 –20</p><p>città</p>");
  });
});
