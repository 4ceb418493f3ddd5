// The mock's accounts for the profile pages (mock-upstream/profiles.mjs): one per browser-test mode whose password the
// tests change, and one whose profile is incomplete for the complete-profile dialog.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";

let mock: MockUpstream;
let dataDir: string;

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`;

async function signIn(email: string) {
  const response = await fetch(`${mock.url}/auth`, {
    method: "POST",
    headers: { Authorization: basic(email, "Demo-pass1") },
  });
  return { status: response.status, body: (await response.json()) as { token: string; user: Record<string, unknown> } };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-profiles-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("profile accounts of the seed", () => {
  it.each(["password.js@demo.test", "password.nojs@demo.test"])(
    "%s signs in with the demo password, profile complete",
    async (email) => {
      const { status, body } = await signIn(email);
      expect(status).toBe(200);
      expect(body.user).toMatchObject({
        email,
        role: "admin",
        privacyPolicyAccepted: true,
        termsAndConditionsAccepted: true,
      });
      expect(body.user.username).toBeTruthy();
    },
  );

  it("has an incomplete account that PUT /users/me completes", async () => {
    const { body } = await signIn("incomplete@demo.test");
    expect(body.user).toMatchObject({ username: "", privacyPolicyAccepted: false, termsAndConditionsAccepted: false });
    const response = await fetch(`${mock.url}/users/me`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${body.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ username: "nadia", privacyPolicyAccepted: true, termsAndConditionsAccepted: true }),
    });
    expect(await response.json()).toMatchObject({
      username: "nadia",
      privacyPolicyAccepted: true,
      termsAndConditionsAccepted: true,
    });
  });
});
