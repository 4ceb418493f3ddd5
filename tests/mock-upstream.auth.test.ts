// The mock upstream's auth contract (spec section 7): Basic sign-in, registration, social sign-in, refresh, the
// current user, password change, and the bearer every other route needs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

let mock: MockUpstream;
let dataDir: string;

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`;
const bearer = (token: string) => `Bearer ${token}`;
/** The back-office's service credential (spec section 7's second client), which registration requires. */
const serviceToken = "mock-auth-test-service-credential";

function call(pathname: string, init: { method?: string; auth?: string; json?: unknown } = {}) {
  const headers = new Headers();
  if (init.auth) headers.set("Authorization", init.auth);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${mock.url}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(10_000),
  });
}

async function signIn(email: string, password = "Demo-pass1") {
  const response = await call("/auth", { method: "POST", auth: basic(email, password) });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-auth-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true, serviceToken });
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("sign-in", () => {
  it("answers a token, a refresh token and the public user to good Basic credentials", async () => {
    const { status, body } = await signIn("admin@demo.test");
    expect(status).toBe(200);
    expect(body).toEqual({ token: expect.any(String), refreshToken: expect.any(String), user: expect.any(Object) });
    expect(body.user).toMatchObject({
      email: "admin@demo.test",
      role: "admin",
      admin: true,
      name: "Giulia",
      surname: "Rossi",
    });
    expect(body.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(body.user).not.toHaveProperty("password");
    expect(body.user.collaboratingDiscos).toEqual([]);
  });

  it("lists a collaborator's venues as collaboratingDiscos with the venue's name, type and logo", async () => {
    const { body } = await signIn("promoter@demo.test");
    expect(body.user.role).toBe("user");
    expect(body.user.collaboratingDiscos).toEqual([
      {
        discoId: expect.stringMatching(/^[0-9a-f]{24}$/),
        role: "admin_promoter",
        disco: { _id: expect.any(String), name: "Demo Club Milano", discoType: "disco", logo: expect.any(String) },
      },
    ]);
    expect(body.user.collaboratingDiscos[0].disco._id).toBe(body.user.collaboratingDiscos[0].discoId);
  });

  it("gives a venue account its own venue as disco", async () => {
    const { body } = await signIn("format@demo.test");
    expect(body.user.disco).toMatchObject({ discoType: "format", _id: body.user.discoId });
  });

  it("answers 401 to a wrong password or an unknown email", async () => {
    expect(await signIn("admin@demo.test", "Wrong-pass1")).toEqual({ status: 401, body: { message: "Unauthorized" } });
    expect((await signIn("nobody@demo.test")).status).toBe(401);
  });

  it("answers 401 to a disabled user with the right password", async () => {
    const { body: admin } = await signIn("admin@demo.test");
    const [disabled] = await (await call("/users?isEnabled=false&limit=1", { auth: bearer(admin.token) })).json();
    expect(disabled).toBeDefined();
    expect((await signIn(disabled.email)).status).toBe(401);
  });

  it("answers 400 'Email is required' without a Basic header or with a garbled one", async () => {
    for (const auth of [undefined, "Basic", "Basic !!!", basic("", "Demo-pass1"), "Bearer x"]) {
      const response = await call("/auth", { method: "POST", auth });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Email is required" });
    }
  });
});

describe("bearer", () => {
  it("answers 401 to a request without a bearer token", async () => {
    const response = await call("/events");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers 401 to an unknown bearer token and 200 to a valid one", async () => {
    expect((await call("/events", { auth: bearer("not-a-token") })).status).toBe(401);
    const { body } = await signIn("disco@demo.test");
    expect((await call("/events?limit=1", { auth: bearer(body.token) })).status).toBe(200);
  });

  it("stops one session when its newest token is expired, and leaves the user's other session working", async () => {
    const older = (await signIn("disco@demo.test")).body.token;
    const newer = (await signIn("disco@demo.test")).body.token;
    const expired = await call("/__control/expire-token", { method: "POST", json: { email: "disco@demo.test" } });
    expect(expired.status).toBe(204);
    expect((await call("/users/me", { auth: bearer(newer) })).status).toBe(401);
    expect((await call("/users/me", { auth: bearer(older) })).status).toBe(200);
  });
});

describe("refresh", () => {
  it("exchanges a refresh token for a new pair once", async () => {
    const { body } = await signIn("structure@demo.test");
    const response = await call("/auth/refresh", { method: "POST", auth: bearer(body.refreshToken) });
    expect(response.status).toBe(200);
    const pair = await response.json();
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect((await call("/users/me", { auth: bearer(pair.token) })).status).toBe(200);
    expect((await call("/auth/refresh", { method: "POST", auth: bearer(body.refreshToken) })).status).toBe(401);
  });

  it("answers 401 to an access token or nothing in place of a refresh token", async () => {
    const { body } = await signIn("structure@demo.test");
    expect((await call("/auth/refresh", { method: "POST", auth: bearer(body.token) })).status).toBe(401);
    expect((await call("/auth/refresh", { method: "POST" })).status).toBe(401);
  });
});

describe("registration and social sign-in", () => {
  it("registers a plain user who can then sign in", async () => {
    const response = await call("/auth/register", {
      method: "POST",
      auth: bearer(serviceToken),
      json: { email: "Nuova.Utente@example.test", password: "Notte-2026", name: "Nuova", surname: "Utente" },
    });
    expect(response.status).toBe(201);
    const user = await response.json();
    expect(user).toMatchObject({ email: "nuova.utente@example.test", role: "user", name: "Nuova", surname: "Utente" });
    expect(user).not.toHaveProperty("passwordHash");
    expect((await signIn("nuova.utente@example.test", "Notte-2026")).status).toBe(200);
  });

  it("refuses to register an email already in use, whatever its case", async () => {
    const response = await call("/auth/register", {
      method: "POST",
      auth: bearer(serviceToken),
      json: { email: "ADMIN@demo.test", password: "Notte-2026", name: "A", surname: "B" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Email already in use" });
  });

  it("refuses a malformed email and passwords missing a rule", async () => {
    const register = (email: string, password: string) =>
      call("/auth/register", {
        method: "POST",
        auth: bearer(serviceToken),
        json: { email, password, name: "A", surname: "B" },
      });
    const malformed = await register("not-an-email", "Notte-2026");
    expect(await malformed.json()).toEqual({ message: "email must match pattern" });
    for (const weak of ["Short1a", "nouppercase1", "NOLOWERCASE1", "NoDigitsHere"]) {
      const response = await register(`weak.${weak}@example.test`, weak);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/password/);
    }
  });

  it("refuses to register without the service credential: none, another, a user's token or Basic credentials", async () => {
    const { body: admin } = await signIn("admin@demo.test");
    const attempts = [
      undefined,
      bearer(`${serviceToken}x`),
      bearer(serviceToken.slice(1)),
      bearer(admin.token),
      basic("admin@demo.test", "Demo-pass1"),
      serviceToken,
    ];
    for (const [index, auth] of attempts.entries()) {
      const email = `refused.${index}@example.test`;
      const response = await call("/auth/register", {
        method: "POST",
        auth,
        json: { email, password: "Notte-2026", name: "No", surname: "Body" },
      });
      expect(response.status, String(auth)).toBe(401);
      expect(await response.json()).toEqual({ message: "Unauthorized" });
      // Nothing was created: the email is still free for a registration that carries the credential.
      expect(mock.store.collection("users").some((user) => user.email === email)).toBe(false);
    }
  });

  it("signs in a demo token for an existing user and answers 401 to anything else", async () => {
    const good = await call("/auth/socialLogin", {
      method: "POST",
      json: { token: "demo:user@demo.test", provider: "google" },
    });
    expect(good.status).toBe(200);
    expect((await good.json()).user.email).toBe("user@demo.test");
    const unknown = await call("/auth/socialLogin", {
      method: "POST",
      json: { token: "demo:nobody@x.test", provider: "apple" },
    });
    expect(unknown.status).toBe(401);
    const garbage = await call("/auth/socialLogin", {
      method: "POST",
      json: { token: "eyJhbGciOi", provider: "facebook" },
    });
    expect(garbage.status).toBe(401);
  });

  it("answers 204 to a reset request whether or not the email has an account, and 400 to a malformed one", async () => {
    for (const email of ["admin@demo.test", "nessuno@example.test"]) {
      expect((await call("/auth/forgot-password", { method: "POST", json: { email } })).status).toBe(204);
    }
    expect((await call("/auth/forgot-password", { method: "POST", json: { email: "nope" } })).status).toBe(400);
    expect((await call("/auth/forgot-password", { method: "POST", json: {} })).status).toBe(400);
  });
});

describe("current user", () => {
  it("answers the public user on GET /users/me", async () => {
    const { body } = await signIn("cashier@demo.test");
    const me = await (await call("/users/me", { auth: bearer(body.token) })).json();
    expect(me).toMatchObject({
      email: "cashier@demo.test",
      collaboratingDiscos: [expect.objectContaining({ role: "cashier" })],
    });
    expect(me).not.toHaveProperty("passwordHash");
  });

  it("merges only the editable fields on PUT /users/me", async () => {
    const { body } = await signIn("user@demo.test");
    const response = await call("/users/me", {
      method: "PUT",
      auth: bearer(body.token),
      json: { username: "valentina.c", privacyPolicyAccepted: true, termsAndConditionsAccepted: true, role: "admin" },
    });
    expect(response.status).toBe(200);
    const me = await response.json();
    expect(me).toMatchObject({ username: "valentina.c", privacyPolicyAccepted: true, role: "user" });
  });

  it("refuses a username another user has", async () => {
    const { body } = await signIn("galley@demo.test");
    const response = await call("/users/me", { method: "PUT", auth: bearer(body.token), json: { username: "admin" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Duplicate key error" });
  });

  it("refuses a password change with a wrong old password", async () => {
    const response = await call("/users/me/password", {
      method: "PUT",
      auth: basic("eventoffice@demo.test", "Wrong-pass1"),
      json: { password: "Nuova-pass1" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Wrong password" });
  });

  it("refuses a new password that breaks the rules", async () => {
    const response = await call("/users/me/password", {
      method: "PUT",
      auth: basic("eventoffice@demo.test", "Demo-pass1"),
      json: { password: "short" },
    });
    expect(response.status).toBe(400);
  });

  it("changes the password with the right old one: the new one signs in, the old one no longer does", async () => {
    const response = await call("/users/me/password", {
      method: "PUT",
      auth: basic("cloakroom@demo.test", "Demo-pass1"),
      json: { password: "Nuova-pass1" },
    });
    expect(response.status).toBe(204);
    expect((await signIn("cloakroom@demo.test", "Nuova-pass1")).status).toBe(200);
    expect((await signIn("cloakroom@demo.test")).status).toBe(401);
  });
});
