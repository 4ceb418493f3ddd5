// Decision 027: the rights the session cookie keeps (role, flags, venues) are read again from the upstream
// (`GET /users/me`) once the copy is older than a minute. The pure rules (when to ask, who may stay, which venue), then
// the guard itself against a stand-in upstream on 127.0.0.1: what the user gets when the upstream says they lost
// access, when it cannot answer, and that the loaders of one request ask once.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  needsRecheck,
  sessionRecheckSeconds,
  staleCopyGraceMs,
  usableWhileUnchecked,
} from "~/core/auth/session-freshness";
import { admittedUser, selectedVenue, type SessionUser } from "~/core/auth/user";
import type { takeNotice as TakeNotice } from "~/core/shell/notice.server";

const minute = 60_000;
const now = Date.parse("2025-06-01T20:00:00Z");

describe("when the copy of the rights is read again", () => {
  it("is after 60 seconds by default, and the setting cannot stretch it past a minute", async () => {
    expect(sessionRecheckSeconds).toBe(60);
    vi.resetModules();
    vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
    vi.stubEnv("SESSION_RECHECK_SECONDS", undefined);
    expect((await import("~/core/config/env.server")).env.SESSION_RECHECK_SECONDS).toBe(60);
    vi.resetModules();
    vi.stubEnv("SESSION_RECHECK_SECONDS", "61");
    await expect(import("~/core/config/env.server")).rejects.toThrow(/SESSION_RECHECK_SECONDS/);
    vi.resetModules();
    vi.stubEnv("SESSION_RECHECK_SECONDS", "2");
    expect((await import("~/core/config/env.server")).env.SESSION_RECHECK_SECONDS).toBe(2);
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is not before the minute is over, and is at once after it", () => {
    expect(needsRecheck(now, now, minute)).toBe(false);
    expect(needsRecheck(now - minute, now, minute)).toBe(false);
    expect(needsRecheck(now - minute - 1, now, minute)).toBe(true);
  });

  it("is at once for a cookie that never kept the time of its check", () => {
    expect(needsRecheck(undefined, now, minute)).toBe(true);
    expect(needsRecheck(Number.NaN, now, minute)).toBe(true);
  });

  it("is at once when the copy claims to come from well ahead of this clock", () => {
    expect(needsRecheck(now + 5_000, now, minute)).toBe(false);
    expect(needsRecheck(now + 2 * minute, now, minute)).toBe(true);
  });

  it("keeps a copy the upstream cannot confirm for five minutes after its last check, never longer", () => {
    expect(staleCopyGraceMs).toBe(5 * minute);
    expect(usableWhileUnchecked(now - 2 * minute, now)).toBe(true);
    expect(usableWhileUnchecked(now - 5 * minute, now)).toBe(true);
    expect(usableWhileUnchecked(now - 5 * minute - 1, now)).toBe(false);
    expect(usableWhileUnchecked(undefined, now)).toBe(false);
  });
});

const clubA = { _id: "club-a", name: "Club A", discoType: "disco" };
const clubB = { _id: "club-b", name: "Club B", discoType: "disco" };

function upstreamUser(overrides: Record<string, unknown> = {}) {
  return {
    _id: "u1",
    email: "staff@demo.test",
    name: "Sara",
    surname: "Neri",
    role: "user",
    isEnabled: true,
    collaboratingDiscos: [
      { discoId: "club-a", role: "backoffice_event", disco: clubA },
      { discoId: "club-b", role: "galley_attendant", disco: clubB },
    ],
    ...overrides,
  };
}

describe("the rights rebuilt from the upstream's user (spec section 5)", () => {
  it("keep a collaborator with an eligible role, with the venues and roles the upstream gives now", () => {
    const admitted = admittedUser(upstreamUser());
    expect(admitted).toMatchObject({
      user: {
        role: "user",
        collaboratingDiscos: [
          { discoId: "club-a", role: "backoffice_event", discoName: "Club A" },
          { discoId: "club-b", role: "galley_attendant", discoName: "Club B" },
        ],
      },
    });
  });

  it("refuse a collaborator removed from every venue, or left only with roles that may not enter", () => {
    expect(admittedUser(upstreamUser({ collaboratingDiscos: [] }))).toEqual({ refused: "notAllowed" });
    expect(
      admittedUser(upstreamUser({ collaboratingDiscos: [{ discoId: "club-a", role: "cashier", disco: clubA }] })),
    ).toEqual({ refused: "notAllowed" });
  });

  it("refuse a disabled account, whatever its role", () => {
    expect(admittedUser(upstreamUser({ isEnabled: false }))).toEqual({ refused: "disabled" });
    expect(admittedUser(upstreamUser({ role: "admin", isEnabled: false }))).toEqual({ refused: "disabled" });
  });

  it("keep a venue account and an admin without collaborator roles", () => {
    expect(admittedUser(upstreamUser({ role: "disco", discoId: "club-a", collaboratingDiscos: [] }))).toHaveProperty(
      "user.role",
      "disco",
    );
    expect(admittedUser(upstreamUser({ role: "admin", collaboratingDiscos: [] }))).toHaveProperty("user.role", "admin");
  });

  it("call an answer that is not a user malformed, not a refusal", () => {
    expect(admittedUser({ message: "ok" })).toEqual({ refused: "malformed" });
    expect(admittedUser(upstreamUser({ role: "superuser" }))).toEqual({ refused: "malformed" });
  });
});

describe("the venue a collaborator works at after a recheck", () => {
  const user = (collaboratingDiscos: SessionUser["collaboratingDiscos"]) => ({
    role: "user" as const,
    collaboratingDiscos,
  });
  const atA = { discoId: "club-a", role: "backoffice_event" as const, discoName: "Club A" };
  const atB = { discoId: "club-b", role: "galley_attendant" as const, discoName: "Club B" };

  it("stays the chosen one while it is still theirs", () => {
    expect(selectedVenue(user([atA, atB]), "club-b")).toBe("club-b");
  });

  it("moves to the next venue of theirs when the chosen one is gone", () => {
    expect(selectedVenue(user([atA]), "club-b")).toBe("club-a");
  });

  it("skips venues where only a role that may not enter is left", () => {
    expect(selectedVenue(user([{ ...atA, role: "cashier" }, atB]), "club-a")).toBe("club-b");
  });

  it("is none when no venue is left, and none for venue accounts and admins", () => {
    expect(selectedVenue(user([]), "club-a")).toBeUndefined();
    expect(selectedVenue({ role: "disco", collaboratingDiscos: [atA] }, "club-a")).toBeUndefined();
  });
});

// The guard, as every loader and action runs it, against a stand-in upstream answering /users/me by token.
const answers = new Map<string, { status: number; body: unknown }>();
const calls: string[] = [];
const upstream = http.createServer((req, res) => {
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  calls.push(`${req.method} ${req.url} ${token}`);
  const answer = req.url === "/users/me" ? answers.get(token) : undefined;
  res
    .writeHead(answer?.status ?? 404, { "content-type": "application/json" })
    .end(JSON.stringify(answer?.body ?? { message: "Not found" }));
});

type Modules = {
  auth: typeof import("~/core/auth/auth.server");
  session: typeof import("~/core/auth/session.server");
  recheck: typeof import("~/core/auth/session-recheck.server");
};
let takeNotice: typeof TakeNotice;
let modules: Modules;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  vi.resetModules();
  vi.stubEnv("UPSTREAM_URL", `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  vi.stubEnv("SESSION_SECRET", "session-recheck-test-secret-0123456789");
  vi.stubEnv("EMBEDDED_MOCK", "1");
  vi.stubEnv("SESSION_RECHECK_SECONDS", undefined);
  vi.stubEnv("UPSTREAM_TIMEOUT_MS", "2000");
  // Sessions live in the database (decision 046): a SQLite file of this file's own.
  vi.stubEnv("DATABASE_URL", undefined);
  vi.stubEnv("DATABASE_FILE", path.join(fs.mkdtempSync(path.join(os.tmpdir(), "recheck-")), "backoffice.sqlite"));
  modules = {
    auth: await import("~/core/auth/auth.server"),
    session: await import("~/core/auth/session.server"),
    recheck: await import("~/core/auth/session-recheck.server"),
  };
  ({ takeNotice } = await import("~/core/shell/notice.server"));
  // Opened now, while the environment names this file's database (a test below clears the stubs).
  await (await import("~/core/db/database.server")).database();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

afterEach(() => {
  answers.clear();
  calls.length = 0;
  vi.restoreAllMocks();
});

const sessionUser = (): SessionUser => {
  const admitted = admittedUser(upstreamUser());
  if (!("user" in admitted)) throw new Error("the stand-in user must be admitted");
  return admitted.user;
};

/** A request carrying a session signed in as the stand-in collaborator, its rights checked `ageMs` ago, at club B. */
async function signedRequest(token: string, ageMs: number | undefined, init: RequestInit = {}) {
  const { sessionStorage } = modules.session;
  const session = await sessionStorage.getSession();
  const checkedAt = ageMs === undefined ? undefined : Date.now() - ageMs;
  session.set("auth", { token, user: sessionUser(), ...(checkedAt === undefined ? {} : { checkedAt }) });
  session.set("venueId", "club-b");
  const cookie = (await sessionStorage.commitSession(session)).split(";")[0];
  return new Request("http://app.test/reservations?page=2", { ...init, headers: { cookie, ...init.headers } });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the guard to refuse");
}

async function sessionOf(setCookie: string) {
  return modules.session.sessionStorage.getSession(setCookie.split(";")[0]);
}

describe("the guard of every signed-in page and post", () => {
  it("trusts a copy checked within the minute without asking the upstream", async () => {
    const request = await signedRequest("fresh", 30_000);
    const signed = await modules.auth.requireUser(request);
    expect(signed.venueId).toBe("club-b");
    expect(calls).toEqual([]);
    expect(modules.recheck.resealedSessionCookie(request)).toBeUndefined();
  });

  it("reads an older copy again, once for all the loaders of a request, and seals the new rights with the time", async () => {
    answers.set("moved", {
      status: 200,
      // Club B is gone; club A remains, now as the venue's collaborator manager.
      body: upstreamUser({
        collaboratingDiscos: [{ discoId: "club-a", role: "backoffice_collaborator", disco: clubA }],
      }),
    });
    const request = await signedRequest("moved", 61_000);
    const before = Date.now();
    const [first, second, third] = await Promise.all([
      modules.auth.requireUser(request),
      modules.auth.requireUser(request),
      modules.auth.requireAccess(request, "collaborators"),
    ]);
    expect(calls).toEqual(["GET /users/me moved"]);
    for (const signed of [first, second, third]) {
      expect(signed.venueId).toBe("club-a");
      expect(signed.viewer.venueRoles).toEqual(["backoffice_collaborator"]);
    }
    const session = await sessionOf(modules.recheck.resealedSessionCookie(request) ?? "");
    expect(session.get("venueId")).toBe("club-a");
    expect(session.get("auth")?.user.collaboratingDiscos.map((c) => c.role)).toEqual(["backoffice_collaborator"]);
    expect(session.get("auth")?.checkedAt).toBeGreaterThanOrEqual(before);
    expect(session.get("auth")?.token).toBe("moved");
  });

  it("answers not-found to a section the new role may not open", async () => {
    answers.set("galley-only", {
      status: 200,
      body: upstreamUser({ collaboratingDiscos: [{ discoId: "club-b", role: "galley_attendant", disco: clubB }] }),
    });
    const response = await thrown(
      modules.auth.requireAccess(await signedRequest("galley-only", 61_000), "reservations"),
    );
    expect(response.status).toBe(404);
  });

  it("rechecks a cookie sealed before the time was kept", async () => {
    answers.set("old-cookie", { status: 200, body: upstreamUser() });
    await modules.auth.requireUser(await signedRequest("old-cookie", undefined));
    expect(calls).toEqual(["GET /users/me old-cookie"]);
  });

  for (const [what, token, answer, noticeKey] of [
    [
      "a collaborator removed from every venue",
      "removed",
      { status: 200, body: upstreamUser({ collaboratingDiscos: [] }) },
      "sessionRecheck.revoked",
    ],
    [
      "a user the upstream reports disabled",
      "disabled",
      { status: 200, body: upstreamUser({ isEnabled: false }) },
      "sessionRecheck.revoked",
    ],
    [
      "a token the upstream refuses (a disabled account's, at most APIs)",
      "refused",
      { status: 401, body: { message: "Unauthorized" } },
      "errors.unauthorized",
    ],
    [
      "an account the upstream no longer knows",
      "gone",
      { status: 404, body: { message: "Not found" } },
      "sessionRecheck.revoked",
    ],
  ] as const) {
    it(`signs out ${what}: login with the way back, the session cleared, a notice`, async () => {
      answers.set(token, answer);
      for (const method of ["GET", "POST"]) {
        // Another device of the same user, its copy of the rights still within the minute.
        const otherDevice = await signedRequest(token, 1_000);
        const request = await signedRequest(token, 61_000, method === "POST" ? { method, body: new FormData() } : {});
        const copy = request.headers.get("cookie")!;
        const response = await thrown(modules.auth.requireUser(request));
        // The session is over on the server: its cookie, copied before, opens nothing now (decision 046)...
        const again = await modules.auth.getAuth(new Request("http://app.test/", { headers: { cookie: copy } }));
        expect(again.auth).toBeUndefined();
        // ...and rights found gone end every session of the user at once; a refused token ends its own only.
        const other = await modules.auth.getAuth(otherDevice);
        if (noticeKey === "sessionRecheck.revoked") expect(other.auth).toBeUndefined();
        else expect(other.auth?.token).toBe(token);
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe(
          method === "GET" ? "/login?redirectTo=%2Freservations%3Fpage%3D2" : "/login?redirectTo=%2Freservations",
        );
        const cookies = response.headers.getSetCookie();
        expect(cookies.find((line) => line.startsWith("__session="))).toMatch(/^__session=;/);
        const notice = cookies.find((line) => line.startsWith("__notice="));
        const shown = await takeNotice(new Request("http://app.test/login", { headers: { cookie: notice ?? "" } }));
        expect(shown.notice).toMatchObject({ type: "negative", key: noticeKey });
      }
    });
  }

  it("keeps a copy the upstream cannot confirm within five minutes of its check, without extending it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    answers.set("outage", { status: 503, body: { message: "Service unavailable" } });
    const request = await signedRequest("outage", 4 * minute);
    const signed = await modules.auth.requireUser(request);
    expect(signed.venueId).toBe("club-b");
    expect(calls).toEqual(["GET /users/me outage"]);
    // Not sealed again: the next request asks the upstream again.
    expect(modules.recheck.resealedSessionCookie(request)).toBeUndefined();
  });

  it("fails closed, pages and posts alike, once the unconfirmed copy is older than five minutes", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    answers.set("long-outage", { status: 500, body: { message: "Internal error" } });
    for (const method of ["GET", "POST"]) {
      const request = await signedRequest(
        "long-outage",
        5 * minute + 1_000,
        method === "POST" ? { method, body: new FormData() } : {},
      );
      const response = await thrown(modules.auth.requireUser(request));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ failure: "server" });
    }
  });
});
