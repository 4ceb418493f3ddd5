// How a call reaches the upstream: Node's own HTTP client over kept-alive connections, one pool per process. Measured
// on this stack (decision 042) it costs about half the CPU of `fetch` per call (Node's fetch builds WHATWG streams,
// a Request and a Response around the same socket work), and a list page makes three calls. It also keeps the
// upstream calls off remix-serve's fetch polyfill, which ends the process on an aborted call with a body.
import http from "node:http";
import https from "node:https";

export type TransportRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** The caller going away (the browser closed the page): the call stops and the promise rejects with its reason. */
  signal?: AbortSignal;
  /** The whole call, from sending to the last byte of the answer. */
  timeoutMs: number;
};

export type TransportAnswer = { status: number; headers: Headers; text: string };

/** Why a call produced no answer: the time-out, the caller's abort, or no connection (refused, reset, DNS). */
export class TransportError extends Error {
  constructor(
    readonly reason: "timeout" | "aborted" | "unreachable",
    message: string,
  ) {
    super(message);
    this.name = "TransportError";
  }
}

// Kept-alive sockets, as fetch keeps them; a socket idle this long is closed before the upstream closes it under us.
const agents = {
  "http:": new http.Agent({ keepAlive: true, keepAliveMsecs: 1_000, timeout: 4_000 }),
  "https:": new https.Agent({ keepAlive: true, keepAliveMsecs: 1_000, timeout: 4_000 }),
};

// One listener per caller's signal, whatever the number of its calls in flight (a search asks a dozen kinds at once):
// a listener per call would pass Node's limit of ten on the signal and warn of a leak that is not there.
const stopsBySignal = new WeakMap<AbortSignal, Set<() => void>>();

function onAbortOf(signal: AbortSignal, stop: () => void): () => void {
  let stops = stopsBySignal.get(signal);
  if (!stops) {
    const all = new Set<() => void>();
    stops = all;
    stopsBySignal.set(signal, all);
    signal.addEventListener("abort", () => all.forEach((each) => each()), { once: true });
  }
  stops.add(stop);
  return () => stops.delete(stop);
}

export function send(request: TransportRequest): Promise<TransportAnswer> {
  const { method, url, headers, body, signal, timeoutMs } = request;
  if (signal?.aborted) return Promise.reject(new TransportError("aborted", "the caller went away"));
  const client = url.protocol === "https:" ? https : http;
  const agent = url.protocol === "https:" ? agents["https:"] : agents["http:"];
  const sent: Record<string, string | number> = { ...headers };
  if (body !== undefined) sent["Content-Length"] = Buffer.byteLength(body);

  return new Promise<TransportAnswer>((resolve, reject) => {
    let failed: TransportError | null = null;
    const call = client.request(url, { method, headers: sent, agent });
    const stop = (error: TransportError) => {
      failed ??= error;
      call.destroy(error);
    };
    const timer = setTimeout(() => stop(new TransportError("timeout", `no answer within ${timeoutMs} ms`)), timeoutMs);
    const forget = signal ? onAbortOf(signal, () => stop(new TransportError("aborted", "the caller went away"))) : null;
    const done = () => {
      clearTimeout(timer);
      forget?.();
    };
    call.on("error", (error) => {
      done();
      reject(failed ?? new TransportError("unreachable", error.message));
    });
    call.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => {
        done();
        reject(failed ?? new TransportError("unreachable", error.message));
      });
      response.on("close", () => {
        if (response.complete) return;
        done();
        reject(failed ?? new TransportError("unreachable", "the connection closed before the answer ended"));
      });
      response.on("end", () => {
        done();
        const answerHeaders = new Headers();
        const raw = response.rawHeaders;
        for (let index = 0; index + 1 < raw.length; index += 2) answerHeaders.append(raw[index], raw[index + 1]);
        resolve({
          status: response.statusCode ?? 0,
          headers: answerHeaders,
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });
    call.end(body);
  });
}
