// React 18 closes the document (`</body></html>`) with its first part, then streams the late parts after it: the
// loader data and each deferred value arrive as <script>s after `</html>`, which an HTML validator reports as stray
// start tags (browsers parse them into the body anyway). This stream holds the closing tags back and writes them once
// the render has ended, so everything React streams lands inside the document.
//
// It also gathers what React writes in one go (a page's shell comes as dozens of 2 KB pieces) into one chunk: Remix's
// adapter writes each chunk to the response and flushes it, and the compression middleware then compresses and flushes
// each piece on its own, which cost several times the CPU of compressing the page once (decision 038).
//
// And it drops zero bytes: React 18.3's Node renderer, when a text's multi-byte character does not fit at the end of
// its 2 KB buffer, writes the whole buffer, unused zero bytes included (React 19 writes only the filled part). A page
// never holds U+0000 (HTML forbids it), so every zero byte is that padding.
import { Transform } from "node:stream";

const documentEnd = "</body></html>";
const documentEndBytes = Buffer.from(documentEnd);

/** Passes the rendered HTML through, moving its first `</body></html>` to the very end. */
export function closeDocumentLast(): Transform {
  let pending: Buffer[] = [];
  let held: Buffer = Buffer.alloc(0); // Bytes that may be the start of the closing tags, split across chunks.
  let closed = false;
  let scheduled = false;
  // The bytes written since the last release, less the closing tags (or what may begin them), as one chunk. The
  // tags are ASCII, so they are found in the bytes as they are: a character split between chunks stays whole.
  const release = (): Buffer | undefined => {
    scheduled = false;
    if (pending.length === 0) return undefined;
    let bytes = Buffer.concat(held.length > 0 ? [held, ...pending] : pending);
    pending = [];
    held = Buffer.alloc(0);
    if (!closed) {
      const at = bytes.indexOf(documentEndBytes);
      if (at > -1) {
        closed = true;
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + documentEndBytes.length)]);
      } else {
        const keep = partialEndAt(bytes);
        held = bytes.subarray(keep);
        bytes = bytes.subarray(0, keep);
      }
    }
    return bytes.length > 0 ? bytes : undefined;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(withoutZeroBytes(chunk));
      // What React writes synchronously goes out together, on the next turn of the event loop.
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          const bytes = release();
          if (bytes) stream.push(bytes);
        });
      }
      done();
    },
    flush(done) {
      // The last part and the closing tags in one chunk.
      const bytes = release();
      done(null, Buffer.concat([...(bytes ? [bytes] : []), held, ...(closed ? [documentEndBytes] : [])]));
    },
  });
  return stream;
}

/** The chunk less its zero bytes (the same chunk when it has none, the usual case). */
function withoutZeroBytes(chunk: Buffer): Buffer {
  if (chunk.indexOf(0) === -1) return chunk;
  return Buffer.from(chunk.filter((byte) => byte !== 0));
}

/** Where a tail of the bytes that could begin `</body></html>` starts (their length when none does). */
function partialEndAt(bytes: Buffer): number {
  for (let length = Math.min(documentEndBytes.length - 1, bytes.length); length > 0; length--)
    if (documentEndBytes.subarray(0, length).equals(bytes.subarray(bytes.length - length)))
      return bytes.length - length;
  return bytes.length;
}
