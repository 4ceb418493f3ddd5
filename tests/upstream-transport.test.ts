// The upstream transport (Node's HTTP client, decision 042) against a real HTTP server on 127.0.0.1: what it sends,
// what it answers, and why a call ends without an answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, TransportError } from "~/core/upstream/transport.server";

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    if (req.url === "/hang") return;
    if (req.url === "/cut") {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"partial":');
      setImmediate(() => req.socket.destroy());
      return;
    }
    res.writeHead(req.url === "/missing" ? 404 : 200, { "content-type": "application/json", "odin-count": "42" });
    res.end(JSON.stringify({ ok: true, path: req.url, città: "Milano" }));
  });
});
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("upstream transport", () => {
  it("sends the method, headers and JSON body, and answers status, headers and the text as UTF-8", async () => {
    const answer = await send({
      method: "POST",
      url: new URL(`${base}/events?limit=10`),
      headers: { Authorization: "Bearer t0k", "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Notte è" }),
      timeoutMs: 2_000,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("odin-count")).toBe("42");
    expect(JSON.parse(answer.text)).toEqual({ ok: true, path: "/events?limit=10", città: "Milano" });
    const request = seen.find((entry) => entry.url === "/events?limit=10")!;
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe("Bearer t0k");
    expect(request.body).toBe('{"name":"Notte è"}');
    expect(request.headers["content-length"]).toBe(String(Buffer.byteLength('{"name":"Notte è"}')));
  });

  it("answers a failure status as an answer, not an error", async () => {
    const answer = await send({ method: "GET", url: new URL(`${base}/missing`), headers: {}, timeoutMs: 2_000 });
    expect(answer.status).toBe(404);
  });

  it("sends a file's bytes as they are", async () => {
    const bytes = new Uint8Array([0, 255, 1, 254]);
    await send({
      method: "POST",
      url: new URL(`${base}/uploads`),
      headers: { "Content-Type": "image/png" },
      body: bytes,
      timeoutMs: 2_000,
    });
    expect(seen.find((entry) => entry.url === "/uploads")?.headers["content-length"]).toBe("4");
  });

  it("ends a call with no answer at the time-out", async () => {
    const call = send({ method: "GET", url: new URL(`${base}/hang`), headers: {}, timeoutMs: 200 });
    await expect(call).rejects.toMatchObject({ reason: "timeout" });
  });

  it("stops when the caller goes away, before or during the call", async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(
      send({ method: "GET", url: new URL(`${base}/x`), headers: {}, signal: gone.signal, timeoutMs: 2_000 }),
    ).rejects.toMatchObject({ reason: "aborted" });
    const leaving = new AbortController();
    const call = send({
      method: "GET",
      url: new URL(`${base}/hang`),
      headers: {},
      signal: leaving.signal,
      timeoutMs: 5_000,
    });
    setTimeout(() => leaving.abort(), 50);
    await expect(call).rejects.toMatchObject({ reason: "aborted" });
  });

  it("shares one listener on the caller's signal among its calls, and stops them all when it goes away", async () => {
    const leaving = new AbortController();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    const calls = Array.from({ length: 12 }, () =>
      send({ method: "GET", url: new URL(`${base}/hang`), headers: {}, signal: leaving.signal, timeoutMs: 5_000 }),
    );
    setTimeout(() => leaving.abort(), 50);
    const outcomes = await Promise.allSettled(calls);
    process.off("warning", onWarning);
    expect(outcomes.map((outcome) => outcome.status === "rejected" && outcome.reason.reason)).toEqual(
      Array(12).fill("aborted"),
    );
    expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
  });

  it("reports an upstream that is not there, or cuts the answer short, as unreachable", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      send({ method: "GET", url: new URL(`http://127.0.0.1:${port}/`), headers: {}, timeoutMs: 2_000 }),
    ).rejects.toBeInstanceOf(TransportError);
    await expect(
      send({ method: "GET", url: new URL(`${base}/cut`), headers: {}, timeoutMs: 2_000 }),
    ).rejects.toMatchObject({ reason: "unreachable" });
  });
});
