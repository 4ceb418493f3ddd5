// The upstream client's error mapping (spec section 8), against a real HTTP server on 127.0.0.1.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: { path: string; authorization?: string; requestId?: string }[] = [];
const server = http.createServer((req, res) => {
  const path = (req.url ?? "").split("?")[0];
  seen.push({
    path: req.url ?? "",
    authorization: req.headers.authorization,
    requestId: req.headers["x-request-id"] as string | undefined,
  });
  const handler = routes.get(path);
  if (handler) handler(req, res);
  else res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
});

let client: typeof import("~/core/upstream/upstream.server");

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Short, so the hang case ends quickly; long enough that a loaded machine (tests run beside builds) answers in time.
  process.env.UPSTREAM_TIMEOUT_MS = "1500";
  client = await import("~/core/upstream/upstream.server");
  const send =
    (status: number, body: string, headers: Record<string, string> = {}): Handler =>
    (_req, res) => {
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
    };
  routes.set("/events", send(200, JSON.stringify([{ _id: "e1" }, { _id: "e2" }]), { "odin-count": "57" }));
  routes.set("/unauthorized", send(401, JSON.stringify({ message: "Unauthorized" })));
  routes.set("/bad", send(400, JSON.stringify({ message: "Duplicate key error" })));
  routes.set("/broken", send(500, JSON.stringify({ message: "Internal error" })));
  routes.set("/malformed", send(200, '{"_id": "e1", "na'));
  routes.set("/hang", () => {});
  routes.set("/reset", (req) => req.socket.destroy());
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string) => new Request(`http://app.test${path}`);
const post = (path: string) => new Request(`http://app.test${path}`, { method: "POST", body: new FormData() });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("upstream client", () => {
  it("sends the bearer token and reads the list total from odin-count", async () => {
    const api = client.upstreamClient(get("/events"), "tok-123");
    const result = await api.list<{ _id: string }>("/events", { page: 2, limit: 2, sort: "-startDate", q: "" });
    expect(result).toEqual({ items: [{ _id: "e1" }, { _id: "e2" }], total: 57, answered: 2, counted: 57 });
    const call = seen.at(-1)!;
    expect(call.authorization).toBe("Bearer tok-123");
    expect(call.path).toBe("/events?page=2&limit=2&sort=-startDate&count=true");
  });

  it("answers a refused token with a redirect to login that keeps the way back and clears the session", async () => {
    const response = (await thrown(
      client.upstreamClient(get("/users?page=3"), "tok").get("/unauthorized"),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fusers%3Fpage%3D3");
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/__session=;/);
    expect(cookies).toMatch(/__notice=/);
  });

  it("gives a loader an error response with the catalogue's key of the server's message on a 400, never its text", async () => {
    const response = (await thrown(client.upstreamClient(get("/x"), "tok").get("/bad"))) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ failure: "bad-request", messageKey: "errors.alreadyExists" });
  });

  it("gives an action the 400 as an error it can show next to the form", async () => {
    const error = await thrown(client.upstreamClient(post("/x"), "tok").post("/bad", { name: "x" }));
    expect(error).toBeInstanceOf(client.UpstreamError);
    expect((error as InstanceType<typeof client.UpstreamError>).kind).toBe("bad-request");
    expect((error as Error).message).toBe("Duplicate key error");
  });

  it.each([
    ["/broken", 502, "server"],
    ["/malformed", 502, "malformed"],
    ["/hang", 504, "timeout"],
    ["/reset", 503, "unreachable"],
  ])("turns %s into a %i page for a loader, without the token", async (path, status, failure) => {
    const response = (await thrown(client.upstreamClient(get("/x"), "secret-token").get(path))) as Response;
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ failure });
    expect(body).not.toContain("secret-token");
  });

  it("forwards the page request's x-request-id with every call it makes, so the upstream can tie them together", async () => {
    const request = new Request("http://app.test/events", { headers: { "x-request-id": "bench-events-1" } });
    const api = client.upstreamClient(request, "tok");
    seen.length = 0;
    await Promise.all([api.list("/events"), api.get("/events")]);
    expect(seen.map((call) => call.requestId)).toEqual(["bench-events-1", "bench-events-1"]);
  });

  it("makes one id per page request when none came, or when the given one is not a plain token", async () => {
    const first = new Request("http://app.test/events");
    const hostile = new Request("http://app.test/events", { headers: { "x-request-id": "a b<script>" } });
    seen.length = 0;
    await client.upstreamClient(first, "tok").get("/events");
    await client.upstreamClient(first, "tok").list("/events");
    await client.upstreamClient(hostile, "tok").get("/events");
    const [a, b, c] = seen.map((call) => call.requestId);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toBe(a);
    expect(c).toMatch(/^[0-9a-f-]{36}$/);
    expect(c).not.toBe(a);
    expect(client.requestIdOf(first)).toBe(a);
  });

  it("builds Basic credentials from email and password", () => {
    expect(client.basicAuthorization("anna@demo.test", "Pàss:1")).toBe(
      `Basic ${Buffer.from("anna@demo.test:Pàss:1").toString("base64")}`,
    );
  });

  it("reads records through a schema, leniently, and reports one that does not fit as malformed", async () => {
    const { optionalText, upstreamRecord } = await import("~/core/upstream/upstream-record");
    const { z } = await import("zod");
    const schema = upstreamRecord({ name: optionalText });
    routes.set("/named", (_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify([
          { _id: "e1", name: "Gala", extra: 1 },
          { _id: "e2", name: null },
        ]),
      ),
    );
    const listed = await client.upstreamClient(get("/x"), "tok").listAs(schema, "/named");
    expect(listed.items).toEqual([{ _id: "e1", name: "Gala", extra: 1 }, { _id: "e2" }]);
    routes.set("/nameless", (_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ name: "Gala" })),
    );
    const page = (await thrown(client.upstreamClient(get("/x"), "tok").getAs(schema, "/nameless"))) as Response;
    expect(page.status).toBe(502);
    expect(await page.json()).toEqual({ failure: "malformed" });
    const action = await thrown(
      client.upstreamClient(post("/x"), "tok").getAs(z.object({ count: z.number() }), "/nameless"),
    );
    expect(action).toBeInstanceOf(client.UpstreamError);
    expect((action as InstanceType<typeof client.UpstreamError>).kind).toBe("malformed");
  });
});

describe("the read's filters, checked by the client itself (decision 029)", () => {
  // An upstream that ignores every filter, as a typical REST API does on a read by id and as one may on a list.
  const club = "club-own";
  const other = "club-other";
  beforeAll(() => {
    routes.set("/vips/v-other", (_req, res) =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ _id: "v-other", name: "Altrove", discoId: other })),
    );
    routes.set("/vips", (_req, res) =>
      res.writeHead(200, { "content-type": "application/json", "odin-count": "3" }).end(
        JSON.stringify([
          { _id: "v1", discoId: club },
          { _id: "v2", discoId: other },
          { _id: "v3", discoId: club },
        ]),
      ),
    );
  });

  function securityLines(spy: ReturnType<typeof vi.spyOn>): Record<string, unknown>[] {
    return spy.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.level === "security");
  }

  it("answers a record read by id outside its filters as not-found, to a page and to an action, and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const watch = { user: "disco@demo.test", onWrite: async () => {} };
    const page = (await thrown(
      client.upstreamClient(get("/vips/v-other"), "tok", watch).get("/vips/v-other", { discoId: club }),
    )) as Response;
    expect(page.status).toBe(404);
    const action = await thrown(
      client.upstreamClient(post("/vips/v-other"), "tok").get("/vips/v-other", { discoId: club }),
    );
    expect((action as InstanceType<typeof client.UpstreamError>).kind).toBe("not-found");
    expect(securityLines(warn)[0]).toMatchObject({
      event: "record-outside-reach",
      user: "disco@demo.test",
      entity: "vips",
      id: "v-other",
      filter: "discoId",
    });
    // Within its filters, or read with none, the same record is answered.
    const read = await client.upstreamClient(get("/x"), "tok").get("/vips/v-other", { discoId: other });
    expect(read).toMatchObject({ _id: "v-other" });
    warn.mockRestore();
  });

  it("drops the rows of a list outside its filters, logs each one, and counts them out of the total", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const listed = await client.upstreamClient(get("/vips"), "tok").list<{ _id: string }>("/vips", { discoId: club });
    expect(listed.items.map((row) => row._id)).toEqual(["v1", "v3"]);
    expect(listed.total).toBe(2);
    expect(securityLines(warn)).toEqual([
      expect.objectContaining({ event: "row-outside-reach", entity: "vips", id: "v2" }),
    ]);
    warn.mockRestore();
  });

  // Decision 049: a list's count, for anyone but an admin, is taken only when its contract probe answers nothing.
  it("withholds a list's count when its probe (the scope set to the id no record has) answers rows", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The upstream of /vips ignores every filter: the probe gets every venue's rows too.
    const before = seen.length;
    const listed = await client
      .upstreamClient(get("/vips"), "tok", undefined, { probes: true })
      .list<{ _id: string }>("/vips", { discoId: club, limit: 3, page: 1 });
    expect(listed.items.map((row) => row._id)).toEqual(["v1", "v3"]);
    // A full page: the pager may go on; the total is the rows seen and one more, and said to be withheld.
    expect(listed).toMatchObject({ total: 4, totalWithheld: true, counted: 3 });
    const probe = seen.slice(before).find((call) => call.path.includes("discoId=000000000000000000000000"));
    expect(probe?.path).toContain("limit=1");
    warn.mockRestore();
  });

  it("takes a list's count when its probe answers nothing, and never probes for an admin", async () => {
    routes.set("/honest", (req, res) => {
      const disco = new URL(req.url ?? "/", "http://x").searchParams.get("discoId");
      const rows = disco === "000000000000000000000000" ? [] : [{ _id: "h1", discoId: disco }];
      res
        .writeHead(200, { "content-type": "application/json", "odin-count": String(rows.length ? 41 : 0) })
        .end(JSON.stringify(rows));
    });
    const venue = await client
      .upstreamClient(get("/honest"), "tok", undefined, { probes: true })
      .list("/honest", { discoId: club, limit: 1 });
    expect(venue).toMatchObject({ total: 41 });
    expect(venue.totalWithheld).toBeUndefined();
    const before = seen.length;
    const admin = await client.upstreamClient(get("/honest"), "tok").list("/honest", { discoId: club, limit: 1 });
    expect(admin).toMatchObject({ total: 41 });
    expect(seen.slice(before).map((call) => call.path)).toEqual([expect.not.stringContaining("0000000000")]);
  });
});

describe("notices", () => {
  it("shows a notice once: reading it also clears it", async () => {
    const { noticeCookie, takeNotice } = await import("~/core/shell/notice.server");
    const cookie = (await noticeCookie({ type: "positive", key: "common.profileUpdate" })).split(";")[0];
    const first = await takeNotice(new Request("http://app.test/", { headers: { Cookie: cookie } }));
    expect(first.notice).toMatchObject({ type: "positive", key: "common.profileUpdate" });
    expect(first.headers.get("Set-Cookie")).toMatch(/__notice=;.*Expires=Thu, 01 Jan 1970/);
  });
});
