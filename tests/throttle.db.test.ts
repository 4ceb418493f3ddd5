// Guessing costs (decision 046) on both databases: the counters of sign-in and the password change
// per account and per address, and of forgot-password and registration, live in the database, so two throttles over
// one database (two processes, or two instances) count together.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "./setup/databases";
import { openDatabase, type BackOfficeDb, type DatabaseTarget } from "~/core/db/database.server";
import {
  accountKey,
  openThrottle,
  throttlePolicies,
  throttleRefusal,
  type Throttle,
} from "~/core/auth/throttle.server";

let counter = 0;
const email = () => `guess-${++counter}-${crypto.randomUUID().slice(0, 8)}@demo.test`;
const address = () => `198.51.100.${++counter % 250}`;

describe("the throttle's budgets", () => {
  it("are 10 wrong passwords per account in 15 minutes, and more per address", () => {
    expect(throttlePolicies.accountGuesses).toEqual({ points: 10, durationS: 900, blockS: 900 });
    expect(throttlePolicies.addressGuesses.points).toBeGreaterThan(throttlePolicies.accountGuesses.points);
  });

  it("count an account by its email's hash, whatever its case and spaces", () => {
    expect(accountKey(" Staff@Demo.test ")).toBe(accountKey("staff@demo.test"));
    expect(accountKey("staff@demo.test")).not.toContain("staff");
  });

  it("answer 429 with Retry-After and the minutes in words", () => {
    expect(throttleRefusal({ allowed: false, reason: "throttled", retryAfterS: 61 })).toEqual({
      formError: "throttle.tooMany|2",
      status: 429,
      headers: { "Retry-After": "61" },
    });
    expect(throttleRefusal({ allowed: false, reason: "unavailable" }).status).toBe(503);
  });
});

describe.each(databases)("the throttle on %s", (_name, targetOf) => {
  let db: BackOfficeDb;
  let target: DatabaseTarget;
  let first: Throttle;
  let second: Throttle;

  beforeAll(async () => {
    target = await targetOf();
    db = await openDatabase(target);
    // Two throttles over one database, each with its own connection: two processes, or two instances.
    first = await openThrottle(target);
    second = await openThrottle(target);
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await db.destroy();
  });

  async function wrong(throttle: Throttle, account: string, from: string) {
    const gate = await throttle.attempt("password", account, from);
    if (!gate.allowed) return gate;
    await gate.settle("failure");
    return gate;
  }

  it("refuses the 11th attempt after 10 wrong ones, even with the right password, counted across two throttles", async () => {
    const account = email();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const gate = await wrong(attempt % 2 ? first : second, account, address());
      expect(gate.allowed, `attempt ${attempt}`).toBe(true);
    }
    const eleventh = await first.attempt("password", account, address());
    expect(eleventh).toMatchObject({ allowed: false, reason: "throttled" });
    if (eleventh.allowed || eleventh.reason !== "throttled") throw new Error("expected a refusal");
    expect(eleventh.retryAfterS).toBeGreaterThan(800);
    expect(eleventh.retryAfterS).toBeLessThanOrEqual(900);
    // Blocked: the other throttle refuses too, whatever the password would have been.
    expect(await second.attempt("password", account, address())).toMatchObject({ allowed: false });
    // Another account is not touched.
    expect((await first.attempt("password", email(), address())).allowed).toBe(true);
  });

  it("gives a right password's point back, so a user who mistypes now and then is never locked out", async () => {
    const account = email();
    for (let round = 0; round < 9; round++) {
      expect((await wrong(first, account, address())).allowed, `round ${round}`).toBe(true);
      const right = await second.attempt("password", account, address());
      expect(right.allowed).toBe(true);
      if (right.allowed) await right.settle("success");
      // A right password refunds its own point only: the wrong ones stay counted.
    }
    // 9 wrong counted: one more wrong is allowed, the 11th is not.
    expect((await wrong(first, account, address())).allowed).toBe(true);
    expect((await first.attempt("password", account, address())).allowed).toBe(false);
  });

  it("refuses an address past its budget for any account", async () => {
    const from = address();
    for (let attempt = 1; attempt <= throttlePolicies.addressGuesses.points; attempt++) {
      // A new account each time: only the address's budget runs out.
      const gate = await wrong(attempt % 2 ? first : second, email(), from);
      expect(gate.allowed, `attempt ${attempt}`).toBe(true);
    }
    expect(await first.attempt("password", email(), from)).toMatchObject({ allowed: false, reason: "throttled" });
    expect((await first.attempt("password", email(), address())).allowed).toBe(true);
  });

  it("counts every forgot-password or registration request, per email and per address", async () => {
    const account = email();
    for (let attempt = 1; attempt <= throttlePolicies.accountRequests.points; attempt++) {
      expect((await (attempt % 2 ? first : second).attempt("request", account, address())).allowed).toBe(true);
    }
    expect((await first.attempt("request", account, address())).allowed).toBe(false);
    // Password guesses have budgets of their own.
    expect((await first.attempt("password", account, address())).allowed).toBe(true);
  });
});
