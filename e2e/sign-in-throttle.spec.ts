// Guessing costs (decision 046) across instances: two back-offices of this file's own (ports
// E2E_APP_PORT + 45 and + 47, each with its mock) share one PostgreSQL, as instances behind a load balancer do. Ten
// wrong passwords for one account, sent to both by turns, then the right one: refused at both, with Retry-After and
// the message beside the form, and the audit log holds the wrong and the throttled sign-ins. Another account is not
// touched.
import pg from "pg";
import { expect, test } from "@playwright/test";
import { demoPassword } from "./accounts";
import { startIsolated, type Isolated } from "./isolated";
import { startPostgres, type Cluster } from "./postgres";

test.describe.configure({ mode: "serial" });

let cluster: Cluster;
let first: Isolated;
let second: Isolated;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgres();
  // One after the other: the second finds the database migrated.
  first = await startIsolated("throttle-a", 45, 15_000, { DATABASE_URL: cluster.url });
  second = await startIsolated("throttle-b", 47, 15_000, { DATABASE_URL: cluster.url });
});

test.afterAll(async () => {
  await first?.stop();
  await second?.stop();
  cluster?.stop();
});

function signIn(server: Isolated, email: string, password: string) {
  return fetch(`${server.appURL}/login`, {
    method: "POST",
    headers: { "accept-language": "it-IT", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: "" }),
    redirect: "manual",
  });
}

test("the 11th attempt in a short window is refused even with the right password, on both instances", async () => {
  const email = "format@demo.test";
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await signIn(attempt % 2 ? first : second, email, `Wrong-pass${attempt}`);
    expect(response.status, `attempt ${attempt}`).toBe(401);
    expect(await response.text()).toContain("Email o password errate");
  }
  for (const server of [first, second]) {
    const refused = await signIn(server, email, demoPassword);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(refused.headers.getSetCookie().some((line) => line.startsWith("__session="))).toBe(false);
    expect(await refused.text()).toContain("Troppi tentativi. Per la sicurezza dell&#x27;account, riprova tra 15 min.");
  }
  // Another account signs in at both.
  for (const server of [first, second])
    expect((await signIn(server, "disco@demo.test", demoPassword)).status).toBe(302);

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ error: string; status: number; count: string }>(
      "SELECT error, status, count(*) AS count FROM audit_entries WHERE entity = 'auth' AND user_email = $1 GROUP BY error, status ORDER BY status",
      [email],
    );
    expect(rows.map((row) => [row.error, row.status, Number(row.count)])).toEqual([
      ["wrong-credentials", 401, 10],
      ["throttled", 429, 2],
    ]);
  } finally {
    await client.end();
  }
});
