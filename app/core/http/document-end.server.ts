// React 18 closes the document (`</body></html>`) with its first part, then streams the late parts after it: the
// loader data and each deferred value arrive as <script>s after `</html>`, which an HTML validator reports as stray
// start tags (browsers parse them into the body anyway). This stream holds the closing tags back and writes them once
// the render has ended, so everything React streams lands inside the document.
import { Transform } from "node:stream";

export const documentEnd = "</body></html>";

/** Passes the rendered HTML through, moving its first `</body></html>` to the very end. */
export function closeDocumentLast(): Transform {
  const decoder = new TextDecoder();
  let held = ""; // Text that may be the start of the closing tags, split across chunks.
  let closed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let text = held + decoder.decode(chunk, { stream: true });
      held = "";
      if (!closed) {
        const at = text.indexOf(documentEnd);
        if (at > -1) {
          closed = true;
          text = text.slice(0, at) + text.slice(at + documentEnd.length);
        } else {
          const keep = partialEndAt(text);
          held = text.slice(keep);
          text = text.slice(0, keep);
        }
      }
      done(null, text ? Buffer.from(text) : undefined);
    },
    flush(done) {
      done(null, held + decoder.decode() + (closed ? documentEnd : ""));
    },
  });
}

/** Where a tail of the text that could begin `</body></html>` starts (the text's length when none does). */
function partialEndAt(text: string): number {
  for (let length = Math.min(documentEnd.length - 1, text.length); length > 0; length--)
    if (documentEnd.startsWith(text.slice(text.length - length))) return text.length - length;
  return text.length;
}
