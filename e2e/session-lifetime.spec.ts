// A session ends at its absolute lifetime however busy it is, and after idling (decision 046). On a
// back-office and mock of this file's own (ports E2E_APP_PORT + 43 and + 44) whose lifetimes are seconds
// (SESSION_MAX_AGE_S=6, SESSION_IDLE_S=3; the defaults, 14 h and 2 h, are asserted in tests/session-limits.test.ts):
// one session is used every 0.4 s, another not at all.
import { expect, test } from "@playwright/test";
import { demoPassword } from "./accounts";
import { startIsolated, type Isolated } from "./isolated";

let server: Isolated;
const maxAgeS = 6;
const idleS = 3;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("session-lifetime", 43, 15_000, {
    SESSION_MAX_AGE_S: String(maxAgeS),
    SESSION_IDLE_S: String(idleS),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function opens(cookie: string): Promise<boolean> {
  const response = await fetch(`${server.appURL}/profile`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status === 200) return true;
  if (response.status === 302 && response.headers.get("location")?.startsWith("/login")) return false;
  throw new Error(`GET /profile answered ${response.status}`);
}

/** Signs in over HTTP; answers the cookie and the whole Set-Cookie line. */
async function signIn(email: string): Promise<{ cookie: string; line: string }> {
  const response = await fetch(`${server.appURL}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: demoPassword, redirectTo: "" }),
    redirect: "manual",
  });
  const line = response.headers.getSetCookie().find((entry) => entry.startsWith("__session="));
  if (response.status !== 302 || !line) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return { cookie: line.split(";")[0]!, line };
}

test("a busy session outlives the idle timeout and ends at its lifetime; an unused one ends after idling", async () => {
  test.setTimeout(30_000);
  // Warm: the first sign-in of a fresh server takes longer than the idle timeout's margin.
  await signIn("admin@demo.test");
  const unused = (await signIn("disco@demo.test")).cookie;
  const unusedAt = Date.now();
  const busyAt = Date.now();
  const busy = await signIn("disco@demo.test");
  // The browser is told to forget the cookie when the server would refuse it anyway.
  expect(busy.line).toContain(`Max-Age=${maxAgeS}`);

  // Used every 0.4 s: still open past the idle timeout of the unused one (the answer is how long since that one's
  // sign-in, or -1 once the busy one is refused).
  await expect
    .poll(async () => ((await opens(busy.cookie)) ? Date.now() - unusedAt : -1), { intervals: [400], timeout: 5_000 })
    .toBeGreaterThan(idleS * 1000 + 500);
  // Not used since sign-in: over.
  expect(await opens(unused)).toBe(false);

  // However busy, it ends at its absolute lifetime, not before.
  await expect.poll(() => opens(busy.cookie), { intervals: [400], timeout: 10_000 }).toBe(false);
  expect(Date.now() - busyAt).toBeGreaterThanOrEqual(maxAgeS * 1000);
  expect(await opens(busy.cookie)).toBe(false);
});
