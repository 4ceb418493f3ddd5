// The one way to the platform API (spec section 7): base URL, bearer token, JSON, time-out, list totals from
// `odin-count`, and the error catalogue of section 8. Route code never calls fetch on the upstream itself.
import { json, redirect } from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import { pathParts } from "../audit/audit";
import { brokenFilter, hasFilters } from "./query-filter";
import { serverMessageKey } from "./server-messages";
import { logSecurityEvent, type SecurityEvent } from "../http/security-log.server";
import { env } from "../config/env.server";
import { noticeCookie } from "../shell/notice.server";
import { loginPath, pathWithSearch } from "../http/safe-redirect";
import { upstreamCallStarted } from "./request-timing.server";
import { send, TransportError } from "./transport.server";
import { destroySession, getSession } from "../auth/session.server";
import { statusForFailure, type UpstreamFailure, type UpstreamFailureBody } from "./upstream-failure";
import { listTotal, probedRead, scopeProbeQuery } from "./scope-probe.server";

import type { Query } from "./upstream-query";
import type { WriteWatch } from "./write-watch";
import { uploadJobSchema } from "./upload-job-record.server";

export type { Query } from "./upstream-query";

export type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Query;
  body?: unknown;
  /** A file sent as it is (uploads), instead of a JSON body. */
  file?: { bytes: Uint8Array; contentType: string };
  /** Bearer token of the signed-in user. */
  token?: string;
  /** A complete Authorization header, for the calls that use Basic credentials. */
  authorization?: string;
  /** Aborts the call when the browser goes away. */
  signal?: AbortSignal;
  /** Sent as `X-Request-Id`, so the upstream's log ties its calls to the page request that made them. */
  requestId?: string;
  /** A write only if the record is still at this version (HTTP's If-Match; the upstream answers 412 otherwise). */
  ifMatch?: string;
};

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure | "unauthorized",
    readonly status: number,
    message: string,
    /** The message the upstream itself sent with the failure, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

const requestIds = new WeakMap<Request, string>();
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a page request, forwarded to the upstream with each of its calls: the `X-Request-Id` the request came with
 * (from a proxy or a benchmark) when it is a plain token, else one made for this request.
 */
export function requestIdOf(request: Request): string {
  let id = requestIds.get(request);
  if (!id) {
    const given = request.headers.get("x-request-id") ?? "";
    id = requestIdPattern.test(given) ? given : crypto.randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

export function basicAuthorization(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`, "utf8").toString("base64")}`;
}

export function upstreamUrl(path: string, query?: Query): URL {
  const base = env.UPSTREAM_URL.endsWith("/") ? env.UPSTREAM_URL : `${env.UPSTREAM_URL}/`;
  const url = new URL(path.replace(/^\/+/, ""), base);
  for (const [name, value] of Object.entries(query ?? {})) {
    // An empty value means "no filter", except after an operator: `tableId[ne]=` asks for a table set.
    if (value === undefined || value === null || (value === "" && !name.endsWith("]"))) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, String(item));
    else url.searchParams.set(name, String(value));
  }
  return url;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === "object" && body !== null && "message" in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === "string") return message;
    if (Array.isArray(message)) return message.map(String).join(", ");
  }
  return undefined;
}

function failureOf(status: number): UpstreamFailure | "unauthorized" {
  if (status === 401) return "unauthorized";
  if (status === 404) return "not-found";
  if (status >= 400 && status < 500) return "bad-request";
  return "server";
}

export type UpstreamResponse<T> = { data: T; headers: Headers; status: number };

export async function callUpstream<T>(options: CallOptions): Promise<UpstreamResponse<T>> {
  const { method = "GET", path, query, body, file, token, authorization, signal, requestId, ifMatch } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (requestId) headers["X-Request-Id"] = requestId;
  if (ifMatch) headers["If-Match"] = ifMatch;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (file) headers["Content-Type"] = file.contentType;
  const credentials = authorization ?? (token ? `Bearer ${token}` : undefined);
  if (credentials) headers.Authorization = credentials;

  let response: { status: number; headers: Headers; text: string };
  const ended = upstreamCallStarted();
  try {
    response = await send({
      method,
      url: upstreamUrl(path, query),
      headers,
      body: file ? file.bytes : body === undefined ? undefined : JSON.stringify(body),
      signal,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    // The browser went away: the request's own abort reason goes up, as fetch's did.
    if (error.reason === "aborted") throw signal?.reason ?? error;
    if (error.reason === "timeout") throw new UpstreamError("timeout", 504, `Upstream ${method} ${path} timed out`);
    throw new UpstreamError("unreachable", 503, `Upstream ${method} ${path} unreachable`);
  } finally {
    ended();
  }
  const { text } = response;
  const ok = response.status >= 200 && response.status < 300;

  let data: unknown = undefined;
  if (text.length > 0) {
    try {
      data = JSON.parse(text);
    } catch {
      if (ok) throw new UpstreamError("malformed", 502, `Upstream ${method} ${path} answered malformed JSON`);
    }
  }
  if (!ok) {
    const kind = failureOf(response.status);
    const serverMessage = messageOf(data);
    throw new UpstreamError(
      kind,
      response.status,
      serverMessage ?? `Upstream ${method} ${path} answered ${response.status}`,
      serverMessage,
    );
  }
  return { data: data as T, headers: response.headers, status: response.status };
}

/** A file address the upstream gave relative to itself, made absolute so the browser can load it. */
export function absoluteUpstreamUrl(url: string): string {
  return new URL(url, env.UPSTREAM_URL).toString();
}

/** The total of a list call, from the `odin-count` header (spec section 7). */
export function countOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get("odin-count"));
  return Number.isFinite(total) && headers.has("odin-count") ? total : fallback;
}

/**
 * What a signed-out user sees after the upstream refused the token: login, with the way back and 'Non autorizzato'
 * (or another notice: the rights the recheck found gone).
 */
export async function unauthorizedRedirect(request: Request, noticeKey = "errors.unauthorized"): Promise<Response> {
  const session = await getSession(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session, "upstream-refused"));
  headers.append("Set-Cookie", await noticeCookie({ type: "negative", key: noticeKey }));
  const back = request.method === "GET" ? pathWithSearch(request) : new URL(request.url).pathname;
  return redirect(loginPath(back), { headers });
}

/**
 * A list's rows within the read's filters and its total. `answered`: how many rows the upstream sent before those
 * outside the filters were dropped (a page is the upstream's last when it sent fewer than asked for). `totalWithheld`:
 * the upstream's count could hold rows outside the read's scope (its contract probe, or a dropped row, showed a filter
 * ignored), so `total` is only what the checked rows prove (scope-probe.server.ts `listTotal`); `counted` is the
 * upstream's own count, for bounding a read of every page, never to be shown.
 */
/** What an upload gives: the stored file's absolute URL, or the id of the job still converting it. */
export type UploadAnswer = { url: string; jobId?: undefined } | { jobId: string; url?: undefined };

export type ListResult<T> = { items: T[]; total: number; answered?: number; totalWithheld?: boolean; counted?: number };
export type { UpstreamWrite, WriteWatch } from "./write-watch";

export type UpstreamClient = {
  get<T>(path: string, query?: Query): Promise<T>;
  /**
   * `uncounted`: the caller uses the rows only, never the total (a check of ids, an export bounded by the upstream's
   * own count): its count is not probed (decision 049).
   */
  list<T>(path: string, query?: Query, options?: { uncounted?: boolean }): Promise<ListResult<T>>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** `ifMatch` makes it conditional: a record changed since it was read fails with status 412 and nothing is written. */
  put<T>(path: string, body: unknown, options?: { ifMatch?: string }): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  remove<T>(path: string): Promise<T>;
  /**
   * A record read through its schema (upstream-record.ts). An answer that does not fit is a malformed answer, which
   * fails like any other upstream failure: a page's error page explains it, an action gets an UpstreamError.
   */
  getAs<S extends ZodTypeAny>(schema: S, path: string, query?: Query): Promise<z.output<S>>;
  /**
   * getAs, with the record's version when the upstream sends one as an ETag header (null when it does not): a write
   * may then be made conditional on it (spec section 7 promises neither, decision 048).
   */
  getAsVersioned<S extends ZodTypeAny>(
    schema: S,
    path: string,
    query?: Query,
  ): Promise<{ record: z.output<S>; etag: string | null }>;
  /** A list whose items are read through their schema, as getAs. */
  listAs<S extends ZodTypeAny>(
    schema: S,
    path: string,
    query?: Query,
    options?: { uncounted?: boolean },
  ): Promise<ListResult<z.output<S>>>;
  /**
   * Sends a file to the upstream's uploads endpoint; answers the absolute URL it is served from, or the job the upstream
   * still processes it as (decision 052).
   */
  upload(file: { bytes: Uint8Array; contentType: string; filename: string }): Promise<UploadAnswer>;
  /**
   * Records read through a list, kept as if each had been read by itself: a later write to one of them is audited
   * against this, with no read of its own (a bulk run over hundreds of rows).
   */
  remember(endpoint: string, records: readonly { _id: string }[]): void;
};

/**
 * A client bound to one request and its token. A refused token always sends the user to login. Other failures depend
 * on who asks: a loader (GET) throws a response the error page explains; an action gets an UpstreamError to show
 * next to the form, so nothing the user typed is lost.
 */
export function upstreamClient(
  request: Request,
  token: string,
  watch?: WriteWatch,
  { probes = false }: { probes?: boolean } = {},
): UpstreamClient {
  const requestId = requestIdOf(request);
  /**
   * The contract probes of this request's list counts (decision 049), by their query: the lists of one endpoint and
   * scope share one. Kept with the client, so a verdict never outlives the request that asked for it.
   */
  const listProbes = new Map<string, Promise<{ rows: number; count: number }>>();
  const listProbe = (path: string, query: Query | undefined): (() => Promise<unknown>) | null => {
    const probeQuery = probes ? scopeProbeQuery(query, { page: 1, limit: 1, count: true }) : null;
    if (!probeQuery) return null;
    const key = `${path}?${JSON.stringify(probeQuery)}`;
    return () => {
      let probe = listProbes.get(key);
      if (!probe) {
        probe = callUpstream<unknown>({ path, query: probeQuery, token, signal: request.signal, requestId }).then(
          ({ data, headers }) => {
            const rows = Array.isArray(data) ? data.length : 0;
            return { rows, count: countOf(headers, rows) };
          },
        );
        listProbes.set(key, probe);
      }
      return probe;
    };
  };
  /** The records this request read one by one, by path: what a write changes them from, for the audit trail. */
  const read = new Map<string, unknown>();
  const send = async <T>(options: Omit<CallOptions, "token" | "signal" | "requestId">): Promise<T> => {
    try {
      const { data } = await callUpstream<T>({ ...options, token, signal: request.signal, requestId });
      return data;
    } catch (error) {
      throw await asRouteError(request, error);
    }
  };
  const call = async <T>(options: Omit<CallOptions, "token" | "signal" | "requestId">): Promise<T> => {
    const method = options.method ?? "GET";
    if (method === "GET") {
      const data = await inReach(options.path, options.query, await send<T>(options));
      if (watch && pathParts(options.path).entityId) read.set(options.path, data);
      return data;
    }
    return watch ? watched<T>(watch, method, options) : send<T>(options);
  };
  /** Whether an answer breaks a filter its read sent (query-filter.ts); one that does is logged as a security event. */
  const outsideReach = (event: SecurityEvent["event"], path: string, query: Query | undefined, item: unknown) => {
    const filter = brokenFilter(item, query);
    if (filter === null) return false;
    const id = isRecordWithId(item) ? item._id : "?";
    logSecurityEvent({ event, user: watch?.user ?? null, entity: pathParts(path).entity, id, filter, requestId });
    return true;
  };
  /**
   * A record read by id is used only when it satisfies every filter the read sent: the upstream's filters are a
   * courtesy, never the guard. One outside them is not-found, as if the upstream had said so.
   */
  const inReach = async <T>(path: string, query: Query | undefined, data: T): Promise<T> => {
    if (!hasFilters(query) || !isRecordWithId(data) || !outsideReach("record-outside-reach", path, query, data))
      return data;
    throw await asRouteError(
      request,
      new UpstreamError("not-found", 404, `Upstream GET ${path} answered a record outside the read's filters`),
    );
  };
  /** The rows of a list that satisfy every filter the list sent; each other row is dropped and logged. */
  const rowsInReach = <T>(path: string, query: Query | undefined, items: T[]): T[] =>
    hasFilters(query) ? items.filter((item) => !outsideReach("row-outside-reach", path, query, item)) : items;
  /** A write, told to its watcher with the record as it was (every write first finds its record in scope). */
  const watched = async <T>(
    watcher: WriteWatch,
    method: string,
    options: Omit<CallOptions, "token" | "signal" | "requestId">,
  ) => {
    const { entity, entityId } = pathParts(options.path);
    const recordPath = entityId ? `/${entity}/${entityId}` : undefined;
    let before = recordPath ? read.get(recordPath) : undefined;
    if (recordPath && before === undefined && !(method === "POST" && entity === "uploads")) {
      before = await send({ path: recordPath }).catch(() => null);
    }
    const record = {
      requestId,
      method,
      path: options.path,
      before,
      body:
        options.body ??
        (options.file
          ? { contentType: options.file.contentType, bytes: options.file.bytes.byteLength, ...options.query }
          : undefined),
    };
    try {
      const answer = await send<T>(options);
      if (recordPath) read.delete(recordPath);
      await watcher.onWrite({ ...record, answer, status: 200 });
      return answer;
    } catch (error) {
      const status = error instanceof UpstreamError ? error.status : error instanceof Response ? error.status : 500;
      const message =
        error instanceof UpstreamError ? error.message : error instanceof Error ? error.message : `HTTP ${status}`;
      await watcher.onWrite({ ...record, answer: undefined, status, error: message });
      throw error;
    }
  };
  const parsed = async <S extends ZodTypeAny>(schema: S, data: unknown, what: string): Promise<z.output<S>> => {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    const where = result.error.issues[0]?.path.join(".") || "answer";
    throw await asRouteError(
      request,
      new UpstreamError("malformed", 502, `Upstream ${what} answered an unexpected ${where}`),
    );
  };
  const client: UpstreamClient = {
    get: (path, query) => call({ path, query }),
    async list<T>(path: string, query?: Query, options?: { uncounted?: boolean }) {
      try {
        // Beside the page, for anyone but an admin, the probe of its count (decision 049): same endpoint, the scope
        // set to the id no record has, one row.
        const probe = options?.uncounted ? null : listProbe(path, query);
        const {
          value: { data, headers },
          honoured,
        } = await probedRead({
          aggregate: `list-count:${pathParts(path).entity}`,
          read: callUpstream<T[]>({ path, query: { ...query, count: true }, token, signal: request.signal, requestId }),
          probe,
          isEmpty: (answer) => {
            const { rows, count } = answer as { rows: number; count: number };
            return rows === 0 && count === 0;
          },
        });
        const answered = Array.isArray(data) ? data : [];
        const items = rowsInReach(path, query, answered);
        const counted = countOf(headers, answered.length);
        const { total, withheld } = listTotal({
          counted,
          answered: answered.length,
          kept: items.length,
          page: Number(query?.page ?? 1) || 1,
          limit: query?.limit === undefined || query.limit === null ? undefined : Number(query.limit) || undefined,
          honoured: probe ? honoured : null,
        });
        return {
          items,
          total,
          answered: answered.length,
          counted,
          ...(withheld ? { totalWithheld: true } : {}),
        };
      } catch (error) {
        throw await asRouteError(request, error);
      }
    },
    post: (path, body) => call({ method: "POST", path, body }),
    put: (path, body, options) => call({ method: "PUT", path, body, ifMatch: options?.ifMatch }),
    patch: (path, body) => call({ method: "PATCH", path, body }),
    remove: (path) => call({ method: "DELETE", path }),
    async getAs(schema, path, query) {
      return parsed(schema, await call({ path, query }), `GET ${path}`);
    },
    async getAsVersioned(schema, path, query) {
      let answer: UpstreamResponse<unknown>;
      try {
        answer = await callUpstream<unknown>({ path, query, token, signal: request.signal, requestId });
      } catch (error) {
        throw await asRouteError(request, error);
      }
      const data = await inReach(path, query, answer.data);
      if (watch && pathParts(path).entityId) read.set(path, data);
      return { record: await parsed(schema, data, `GET ${path}`), etag: answer.headers.get("etag") };
    },
    async listAs(schema, path, query, options) {
      const { items, ...rest } = await client.list(path, query, options);
      return { ...rest, items: await Promise.all(items.map((item) => parsed(schema, item, `GET ${path}`))) };
    },
    async upload({ bytes, contentType, filename }) {
      const stored = await call<{ url?: unknown; status?: unknown }>({
        method: "POST",
        path: "/uploads",
        query: { filename },
        file: { bytes, contentType },
      });
      // A job already completed is a stored file like any other; one still under way is followed by its id.
      const job = stored && "status" in stored ? uploadJobSchema.safeParse(stored) : null;
      if (job?.success && job.data.status !== "completed") return { jobId: job.data._id };
      if (typeof stored?.url !== "string" || !stored.url)
        throw new UpstreamError("malformed", 502, "Upstream upload answered without a url");
      return { url: absoluteUpstreamUrl(stored.url) };
    },
    remember(endpoint, records) {
      if (!watch) return;
      for (const record of records) read.set(`/${endpoint}/${encodeURIComponent(record._id)}`, record);
    },
  };
  return client;
}

function isRecordWithId(data: unknown): data is { _id: string } {
  return (
    typeof data === "object" &&
    data !== null &&
    !Array.isArray(data) &&
    typeof (data as { _id?: unknown })._id === "string"
  );
}

async function asRouteError(request: Request, error: unknown): Promise<unknown> {
  if (!(error instanceof UpstreamError)) return error;
  if (error.kind === "unauthorized") return unauthorizedRedirect(request);
  if (error.kind !== "bad-request" && error.kind !== "not-found") {
    console.warn(`[upstream] ${request.method} ${new URL(request.url).pathname}: ${error.message}`);
  }
  if (request.method !== "GET") return error;
  const body: UpstreamFailureBody = { failure: error.kind };
  if (error.kind === "bad-request") {
    const key = serverMessageKey(error.serverMessage);
    if (key) body.messageKey = key;
  }
  return json(body, { status: statusForFailure(error.kind) });
}
