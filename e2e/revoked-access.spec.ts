// Decision 027: rights taken away upstream end in the back-office within the recheck period, not when the cookie
// expires. On a back-office and mock of this file's own (ports E2E_APP_PORT + 29 and + 30), with the recheck period
// set to 2 s (SESSION_RECHECK_SECONDS; the default of 60 s is asserted in tests/session-recheck.test.ts), a
// collaborator of this test's own is removed, or its account disabled, by the admin straight at the mock: the open page
// sends the user to sign in, and a post made with a session from before is refused with nothing written upstream.
import { expect, test, type Page } from "@playwright/test";
import { demoPassword } from "./accounts";
import { italian, signIn, unique } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";
import { dataUrl } from "./route-manifest";

test.describe.configure({ mode: "serial" });

let server: Isolated;
let adminToken: string;
let clubId: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("revoked-access", 29, 15_000, { SESSION_RECHECK_SECONDS: "2" });
  adminToken = (await server.upstreamSignIn("admin@demo.test")).token;
  const [club] = await upstream<{ _id: string }[]>("GET", `/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  clubId = club._id;
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

type Own = { email: string; userId: string; collaboratorId: string; reservations: string[] };

/** A user of this test's own, backoffice_event at the demo club (spec section 6), and two pending reservations there. */
async function ownCollaborator(label: string): Promise<Own> {
  const email = `${label}-${unique()}@demo.test`;
  const user = await upstream<{ _id: string }>("POST", "/users", {
    email,
    password: demoPassword,
    name: "Revoca",
    surname: label,
    role: "user",
    isEnabled: true,
  });
  const collaborator = await upstream<{ _id: string }>("POST", "/collaborators", {
    userId: user._id,
    discoId: clubId,
    role: "backoffice_event",
  });
  const start = new Date(Date.now() + 90 * 86_400_000);
  const event = await upstream<{ _id: string }>("POST", "/events", {
    name: `Revoca ${label} ${unique()}`,
    discoId: clubId,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
    startVisibilityDate: new Date().toISOString(),
    listsIds: [],
  });
  const reservations: string[] = [];
  for (const name of ["Prima", "Seconda"]) {
    const reservation = await upstream<{ _id: string }>("POST", "/reservations", {
      eventId: event._id,
      discoId: clubId,
      userId: user._id,
      name: `${name} ${label}`,
      status: "pending",
    });
    reservations.push(reservation._id);
  }
  return { email, userId: user._id, collaboratorId: collaborator._id, reservations };
}

/** Accepting a reservation as a form posts it without JavaScript, with a session cookie. */
function accept(cookie: string, reservationId: string) {
  return fetch(`${server.appURL}/reservations/${reservationId}/accept`, {
    method: "POST",
    headers: { cookie, origin: server.appURL },
    body: new URLSearchParams({}),
    redirect: "manual",
  });
}

/** Signs in through the form and opens the reservations of the demo club. */
async function openReservations(page: Page, email: string) {
  await page.goto(`${server.appURL}/login`);
  await signIn(page, email);
  // The event back-office lands on tonight's door when the club has one tonight, else on the events (decision 030).
  await expect(page).toHaveURL(/\/events(\/[^/]+\/door)?$/);
  await page.goto(`${server.appURL}/reservations`);
  await expect(page.getByRole("heading", { level: 1, name: italian.sections.reservations.title })).toBeVisible();
}

/** Reloads the open page until the back-office sends the user to sign in (bounded, waiting for that page by name). */
async function expectSentToSignIn(page: Page, notice: string) {
  await expect(async () => {
    await page.goto(`${server.appURL}/reservations`);
    expect(new URL(page.url()).pathname).toBe("/login");
  }).toPass({ timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/reservations");
  await expect(page.getByRole("heading", { name: italian.auth.loginTitle })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: notice })).toBeVisible();
}

/**
 * A post with the session from before the change is sent to sign in, and the reservation stays as it was. The session
 * ended on the server when the recheck found the rights gone (decision 046), so the post is a signed-out one: login,
 * with or without the way back.
 */
async function expectPostRefused(own: Own, cookieFromBefore: string) {
  const response = await accept(cookieFromBefore, own.reservations[1]);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/login(\?redirectTo=|$)/);
  const [reservation] = await upstream<{ status: string }[]>("GET", `/reservations?_id=${own.reservations[1]}`);
  expect(reservation.status).toBe("pending");
}

test("a collaborator removed by the venue loses the back-office within the recheck period", async ({ page }) => {
  const own = await ownCollaborator("rimosso");
  const cookie = await server.signIn(own.email);
  await openReservations(page, own.email);
  // The same post is accepted while the collaborator is one: what is refused below is refused for the removal.
  const allowed = await accept(cookie, own.reservations[0]);
  expect(allowed.status).toBe(302);
  expect(allowed.headers.get("location")).toMatch(/^\/reservations/);
  expect(await server.writesBy(own.email)).toEqual([`PUT /reservations/${own.reservations[0]}`]);

  await upstream("DELETE", `/collaborators/${own.collaboratorId}`);

  await expectSentToSignIn(page, italian.sessionRecheck.revoked);
  await expectPostRefused(own, cookie);
  expect(await server.writesBy(own.email)).toEqual([`PUT /reservations/${own.reservations[0]}`]);
});

test("a user disabled by the admin loses the back-office within the recheck period", async ({ page }) => {
  const own = await ownCollaborator("disabilitato");
  const cookie = await server.signIn(own.email);
  await openReservations(page, own.email);
  const allowed = await accept(cookie, own.reservations[0]);
  expect(allowed.status).toBe(302);
  expect(await server.writesBy(own.email)).toEqual([`PUT /reservations/${own.reservations[0]}`]);

  await upstream("PUT", `/users/${own.userId}`, { isEnabled: false });

  // The mock refuses a disabled user's token (401), as a real API does: the back-office's 'Non autorizzato'.
  await expectSentToSignIn(page, italian.errors.unauthorized);
  await expectPostRefused(own, cookie);
  expect(await server.writesBy(own.email)).toEqual([`PUT /reservations/${own.reservations[0]}`]);
  // And no way back in.
  await signIn(page, own.email);
  await expect(page.getByRole("alert").filter({ hasText: italian.auth.wrongCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test("rights read again are sealed into the answer, read once per request, for a page and a data request", async () => {
  const own = await ownCollaborator("rinnovato");
  const cookie = await server.signIn(own.email);
  // The document runs the root's, the layout's and the list's loaders; the data request all three as well.
  for (const path of ["/reservations", dataUrl("/reservations")]) {
    let resealed: string | undefined;
    let requestId = "";
    // Asked again until the session's copy is older than the period: then the answer carries the new one.
    await expect(async () => {
      requestId = `revoked-${unique()}`;
      const response = await fetch(`${server.appURL}${path}`, {
        headers: { cookie, "x-request-id": requestId },
        redirect: "manual",
      });
      await response.text();
      expect(response.status).toBe(200);
      resealed = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
      expect(resealed).toBeDefined();
    }).toPass({ timeout: 20_000 });
    const log = (await server.control("log", { method: "GET" })) as { path: string; requestId?: string }[];
    expect(log.filter((entry) => entry.requestId === requestId && entry.path === "/users/me")).toHaveLength(1);
    const again = await fetch(`${server.appURL}/reservations`, {
      headers: { cookie: resealed!.split(";")[0] },
      redirect: "manual",
    });
    expect(again.status).toBe(200);
  }
});
