// Sessions that end (decision 046), on a back-office and mock of this file's own (ports
// E2E_APP_PORT + 41 and + 42), with the rights recheck at 1 s (SESSION_RECHECK_SECONDS). A session cookie copied before
// logout, before a password change, or before the rights were revoked at the upstream opens nothing after; the
// signed-in devices page ends another session of one's own, and a venue's account ends its staff's, never anyone
// else's; a bulk run stops when its starter signs out, the rows left reported as skipped with the reason.
import path from "node:path";
import Sqlite from "libsql";
import { expect, test, type Browser } from "@playwright/test";
import { demoPassword } from "./accounts";
import { unique } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";

test.describe.configure({ mode: "serial" });

const chromeWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefoxAndroid = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0";

const italianBulkStopped =
  "Non inviata: la sessione di chi ha avviato l'operazione è terminata, o i suoi permessi sono cambiati.";

let server: Isolated;
let adminToken: string;
let clubId: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("sessions", 41, 15_000, { SESSION_RECHECK_SECONDS: "1" });
  adminToken = (await server.upstreamSignIn("admin@demo.test")).token;
  clubId = (await server.upstreamSignIn("disco@demo.test")).user.discoId!;
});

test.afterAll(async () => {
  await server?.stop();
});

/** A call to the mock as the demo admin: setting up and taking away, as the platform's admin would. */
async function upstream<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.mockURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user of this test's own, back-office collaborator at the demo club: changing or revoking it touches nobody else. */
async function ownStaff(label: string) {
  const email = `${label}-${unique()}@demo.test`;
  const user = await upstream<{ _id: string }>("POST", "/users", {
    email,
    password: demoPassword,
    name: "Sessione",
    surname: `${label} ${unique()}`,
    role: "user",
    isEnabled: true,
  });
  const grant = await upstream<{ _id: string }>("POST", "/collaborators", {
    userId: user._id,
    discoId: clubId,
    role: "backoffice_collaborator",
  });
  return { email, userId: user._id, grantId: grant._id };
}

/** Signs in through the login form from a browser of the given kind; answers the session cookie. */
async function signInAs(email: string, userAgent = chromeWindows, password = demoPassword): Promise<string> {
  const response = await fetch(`${server.appURL}/login`, {
    method: "POST",
    headers: { "user-agent": userAgent, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: "" }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (response.status !== 302 || !cookie) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookie.split(";")[0]!;
}

/** Whether the cookie opens a signed-in page: 200, or a redirect to login (anything else fails the test). */
async function opens(cookie: string, path = "/profile"): Promise<boolean> {
  const response = await fetch(`${server.appURL}${path}`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status === 200) return true;
  if (response.status === 302 && response.headers.get("location")?.startsWith("/login")) return false;
  throw new Error(`GET ${path} answered ${response.status}`);
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${server.appURL}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function devicesPageAs(browser: Browser, cookie: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "it-IT" });
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: server.appURL }]);
  const page = await context.newPage();
  await page.goto(`${server.appURL}/profile/devices`);
  return { page, context };
}

test("a cookie copied before logout opens nothing after it; signed-in pages are never stored", async () => {
  const cookie = await signInAs("disco@demo.test");
  const page = await fetch(`${server.appURL}/profile`, { headers: { cookie } });
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  await page.arrayBuffer();

  const out = await post("/logout", cookie, {});
  expect(out.status).toBe(302);
  expect(out.headers.getSetCookie().find((line) => line.startsWith("__session="))).toMatch(/^__session=;/);
  expect(await opens(cookie)).toBe(false);
});

test("a password change ends every session of the user, and this device goes on in a new one", async () => {
  const staff = await ownStaff("password");
  const here = await signInAs(staff.email);
  const phone = await signInAs(staff.email, firefoxAndroid);
  const password = `Nuova-${unique()}9x`;
  const changed = await post("/profile/change-password", here, {
    oldPassword: demoPassword,
    password,
    confirmPassword: password,
  });
  expect(changed.status).toBe(302);
  const fresh = changed.headers
    .getSetCookie()
    .find((line) => line.startsWith("__session="))
    ?.split(";")[0];
  expect(fresh).toMatch(/^__session=.{20,}/);
  expect(fresh).not.toBe(here);
  expect(await opens(here)).toBe(false);
  expect(await opens(phone)).toBe(false);
  expect(await opens(fresh!)).toBe(true);
});

test("rights revoked at the upstream end every session of the user on the server", async () => {
  const staff = await ownStaff("revoked");
  const here = await signInAs(staff.email);
  const phone = await signInAs(staff.email, firefoxAndroid);
  expect(await opens(here, "/collaborators")).toBe(true);

  await upstream("DELETE", `/collaborators/${staff.grantId}`);
  // Within the recheck period (1 s here) the user is signed out on their next request.
  await expect.poll(() => opens(here, "/collaborators"), { intervals: [300], timeout: 10_000 }).toBe(false);
  // The grant comes back: a rights recheck alone would let the phone in again, but its session ended with the other.
  await upstream("POST", "/collaborators", { userId: staff.userId, discoId: clubId, role: "backoffice_collaborator" });
  expect(await opens(phone)).toBe(false);
  expect(await opens(here)).toBe(false);
  // Signing in again works: the account is fine, only the old sessions are over.
  expect(await opens(await signInAs(staff.email))).toBe(true);
});

test("the devices page ends another session of one's own, after a confirmation that names the device", async ({
  browser,
}) => {
  const staff = await ownStaff("devices");
  const here = await signInAs(staff.email);
  const phone = await signInAs(staff.email, firefoxAndroid);
  const { page, context } = await devicesPageAs(browser, here);
  await expect(page.getByRole("heading", { level: 1, name: "Dispositivi collegati" })).toBeVisible();
  const rows = page.getByTestId("device-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Questo dispositivo" })).toContainText("Chrome su Windows");

  await page.getByRole("link", { name: "Chiudi la sessione su Firefox su Android" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Chiudere la sessione su Firefox su Android?");
  await page.getByRole("button", { name: "Chiudi la sessione su Firefox su Android" }).click();
  await expect(page.getByRole("status")).toContainText("La sessione su Firefox su Android è stata chiusa.");
  await expect(rows).toHaveCount(1);
  await context.close();

  expect(await opens(phone)).toBe(false);
  expect(await opens(here)).toBe(true);
});

test("a venue's account ends its staff's sessions, and only theirs", async ({ browser }) => {
  const staff = await ownStaff("door");
  const doorPhone = await signInAs(staff.email, firefoxAndroid);
  const owner = await signInAs("disco@demo.test");
  const admin = await signInAs("admin@demo.test");

  // The admin's own session key, from the admin's devices page (its end link).
  const adminPage = await (await fetch(`${server.appURL}/profile/devices`, { headers: { cookie: admin } })).text();
  const adminKey = adminPage.match(/\?end=([0-9a-f]{32})/)?.[1];
  expect(adminKey).toMatch(/^[0-9a-f]{32}$/);
  // Not staff of the venue: not-found, and the admin is still signed in.
  expect((await post("/profile/devices", owner, { intent: "end", key: adminKey! })).status).toBe(404);
  expect(await opens(admin)).toBe(true);
  // A collaborator cannot end the owner's session either.
  const ownerPage = await (await fetch(`${server.appURL}/profile/devices`, { headers: { cookie: owner } })).text();
  // The owner's own table comes before the staff's.
  const ownerKey = ownerPage.split('id="staff-devices"')[0]!.match(/\?end=([0-9a-f]{32})/)?.[1];
  expect(ownerKey).toMatch(/^[0-9a-f]{32}$/);
  expect((await post("/profile/devices", doorPhone, { intent: "end", key: ownerKey! })).status).toBe(404);
  expect(await opens(owner)).toBe(true);

  const { page, context } = await devicesPageAs(browser, owner);
  const staffRow = page.getByTestId("device-row").filter({ hasText: "Sessione door" });
  await expect(staffRow).toContainText("Firefox su Android");
  await staffRow.getByRole("link").click();
  await expect(page.getByRole("alertdialog")).toContainText("Chiudere la sessione di Sessione door");
  await page.getByRole("button", { name: "Chiudi la sessione su Firefox su Android" }).click();
  await expect(page.getByRole("status")).toContainText("La sessione su Firefox su Android è stata chiusa.");
  await context.close();

  expect(await opens(doorPhone)).toBe(false);
  expect(await opens(owner)).toBe(true);
});

test("a bulk run stops when its starter's session ends, the rows left skipped with the reason", async () => {
  test.setTimeout(60_000);
  const names = Array.from({ length: 24 }, (_, index) => `Sessione ${unique()} ${index}`);
  const ids: string[] = [];
  for (const name of names)
    ids.push((await upstream<{ _id: string }>("POST", "/product-categories", { name, discoId: clubId }))._id);
  const cookie = await signInAs("disco@demo.test");
  // A slow upstream: the run's writes go out eight at a time, 0.3 s each.
  await server.control("config", { method: "PUT", body: { latencyMs: 300 } });
  try {
    const started = await fetch(`${server.appURL}/product-categories/bulk`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["action", "delete"],
        ["scope", "selected"],
        ["filter", ""],
        ...ids.map((id) => ["ids", id]),
      ]),
      redirect: "manual",
    });
    expect(started.status).toBe(302);
    const runId = started.headers.get("location")!.match(/\/bulk\/([^/?]+)/)![1]!;
    expect((await post("/logout", cookie, {})).status).toBe(302);

    const database = new Sqlite(path.join(server.dataDir, "backoffice.sqlite"), { timeout: 5000 });
    try {
      const status = database.prepare("SELECT status FROM bulk_runs WHERE id = ?");
      await expect
        .poll(() => (status.get(runId) as { status: string }).status, { intervals: [300], timeout: 30_000 })
        .toBe("done");
      const rows = database.prepare("SELECT state, reason FROM bulk_run_rows WHERE run_id = ?").all(runId) as {
        state: string;
        reason: string | null;
      }[];
      const changed = rows.filter((row) => row.state === "changed").length;
      const stopped = rows.filter((row) => row.state === "skipped" && row.reason === italianBulkStopped);
      expect(rows).toHaveLength(24);
      expect(stopped.length).toBeGreaterThan(0);
      expect(changed + stopped.length).toBe(24);
      // What the report says was changed is what reached the upstream, and nothing more.
      const deletes = (await server.writesBy("disco@demo.test")).filter((write) =>
        write.startsWith("DELETE /product-categories/"),
      );
      expect(deletes).toHaveLength(changed);
    } finally {
      database.close();
    }
  } finally {
    await server.control("config", { method: "PUT", body: { latencyMs: 0 } });
  }
});
