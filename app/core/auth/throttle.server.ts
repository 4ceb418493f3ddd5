// Guessing costs (decision 046): sign-in, the password change, forgot-password and registration are
// throttled per account and per address with rate-limiter-flexible, its counters in the back-office's database so
// every process and instance counts together (RateLimiterPostgres over a pg pool when DATABASE_URL is set, else
// RateLimiterSQLite over the SQLite file itself through libsql's better-sqlite3 interface).
//
// A password attempt takes a point from its account's budget and its address's before it reaches the upstream, so
// attempts sent side by side cannot all slip under the limit; a right password gives its points back. Once a budget is
// spent the key is blocked: the 11th wrong password in 15 minutes, and any attempt while blocked, even with the right
// password, is refused without asking the upstream. Forgot-password and registration spend a point on every request.
import crypto from "node:crypto";
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { configuredTarget, database, type DatabaseTarget } from "../db/database.server";
import { throttledAddress } from "../http/client-address.server";

export type ThrottlePolicy = {
  /** Attempts allowed within the window. */
  points: number;
  /** The window, in seconds, from the first attempt counted. */
  durationS: number;
  /** How long the key is then refused, in seconds. */
  blockS: number;
};

/**
 * The budgets. Password guesses (sign-in and the password change share them: both guess one account's password): 10
 * wrong per account in 15 minutes, then 15 minutes refused; 100 wrong per address in an hour (a venue's staff behind
 * one router sign in at the same time), then an hour refused. Requests that send an email or make an account
 * (forgot-password, registration): 5 per email address and 20 per network address in an hour.
 */
export const throttlePolicies = {
  accountGuesses: { points: 10, durationS: 15 * 60, blockS: 15 * 60 },
  addressGuesses: { points: 100, durationS: 60 * 60, blockS: 60 * 60 },
  accountRequests: { points: 5, durationS: 60 * 60, blockS: 60 * 60 },
  addressRequests: { points: 20, durationS: 60 * 60, blockS: 60 * 60 },
} as const satisfies Record<string, ThrottlePolicy>;

type LimiterName = keyof typeof throttlePolicies;

export type ThrottleKind = "password" | "request";

export type ThrottleGate =
  | {
      allowed: true;
      /**
       * A right password gives its points back, as does an attempt the upstream could not judge (down, slow); a wrong
       * password, or any request, keeps them.
       */
      settle(outcome: "success" | "failure" | "untested"): Promise<void>;
    }
  | { allowed: false; reason: "throttled"; retryAfterS: number }
  /** The counters could not be read: refused (fail closed), as a sign-in could not be kept anyway. */
  | { allowed: false; reason: "unavailable" };

export type Throttle = {
  attempt(kind: ThrottleKind, account: string, address: string | null): Promise<ThrottleGate>;
  /** Forgets a key's count (tests). */
  close(): Promise<void>;
};

/** The account as counted: its email's hash, so the table holds no address in clear. */
export function accountKey(account: string): string {
  return crypto.createHash("sha256").update(account.trim().toLowerCase()).digest("hex").slice(0, 32);
}

const tableName = "throttle_counters";

async function storeFor(target: DatabaseTarget): Promise<{ client: unknown; type: "pg" | "sqlite"; close(): void }> {
  if (target.kind === "postgres") {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: target.url, max: 3, connectionTimeoutMillis: 3000 });
    return { client: pool, type: "pg", close: () => void pool.end() };
  }
  const { default: Sqlite } = await import("libsql");
  const sqlite = new Sqlite(target.file, { timeout: 5000 });
  sqlite.exec("PRAGMA busy_timeout = 5000;");
  return { client: sqlite, type: "sqlite", close: () => sqlite.close() };
}

/** The throttle over a database already migrated (the counters' table exists). */
export async function openThrottle(target: DatabaseTarget): Promise<Throttle> {
  const store = await storeFor(target);
  const limiters = {} as Record<LimiterName, RateLimiterAbstract>;
  for (const [name, policy] of Object.entries(throttlePolicies) as [LimiterName, ThrottlePolicy][]) {
    const options = {
      storeClient: store.client,
      tableName,
      tableCreated: true,
      keyPrefix: name,
      points: policy.points,
      duration: policy.durationS,
      blockDuration: policy.blockS,
    };
    limiters[name] =
      store.type === "pg"
        ? new RateLimiterPostgres({ ...options, storeType: "pool", clearExpiredByTimeout: name === "accountGuesses" })
        : new RateLimiterSQLite({
            ...options,
            storeType: "better-sqlite3",
            clearExpiredByTimeout: name === "accountGuesses",
          });
  }
  return {
    async attempt(kind, account, address) {
      const taken: [RateLimiterAbstract, string][] = [
        [limiters[kind === "password" ? "accountGuesses" : "accountRequests"], accountKey(account)],
        [limiters[kind === "password" ? "addressGuesses" : "addressRequests"], throttledAddress(address)],
      ];
      const results = await Promise.allSettled(taken.map(([limiter, key]) => limiter.consume(key)));
      const refusals = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
      if (refusals.length > 0) {
        const failed = refusals.find((reason) => !(reason instanceof RateLimiterRes));
        if (failed) {
          console.warn(`[throttle] counters unavailable: ${failed instanceof Error ? failed.message : String(failed)}`);
          return { allowed: false, reason: "unavailable" };
        }
        const waitMs = Math.max(...refusals.map((reason) => (reason as RateLimiterRes).msBeforeNext));
        return { allowed: false, reason: "throttled", retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      return {
        allowed: true,
        async settle(outcome) {
          if (kind !== "password" || outcome === "failure") return;
          await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1))).catch((error: unknown) =>
            console.warn(`[throttle] refund failed: ${error instanceof Error ? error.message : String(error)}`),
          );
        },
      };
    },
    async close() {
      store.close();
    },
  };
}

let shared: Promise<Throttle> | undefined;

/** This process's throttle, over the app's database (migrated first). A failed opening is tried again next time. */
function throttle(): Promise<Throttle> {
  shared ??= database()
    .then(async () => openThrottle(await configuredTarget()))
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}

/** One attempt through this process's throttle; a throttle that cannot open refuses as unavailable. */
export async function throttleAttempt(
  kind: ThrottleKind,
  account: string,
  address: string | null,
): Promise<ThrottleGate> {
  try {
    return await (await throttle()).attempt(kind, account, address);
  } catch (error) {
    console.warn(`[throttle] unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { allowed: false, reason: "unavailable" };
  }
}

/**
 * What a refused attempt answers beside its form: the message key (with the minutes to wait, `throttle.tooMany|15`),
 * 429 with Retry-After when throttled, 503 when the counters cannot be read.
 */
export function throttleRefusal(gate: Extract<ThrottleGate, { allowed: false }>): {
  formError: string;
  status: number;
  headers: Record<string, string>;
} {
  if (gate.reason === "unavailable") return { formError: "errors.unavailable", status: 503, headers: {} };
  return {
    formError: `throttle.tooMany|${Math.max(1, Math.ceil(gate.retryAfterS / 60))}`,
    status: 429,
    headers: { "Retry-After": String(gate.retryAfterS) },
  };
}
