// The back-office's signature of an upload's URL (decision 028): vouches for exactly one URL, for one user, for a while.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The module as a process started with this secret has it (every process of every instance shares the secret). */
async function signerWith(secret: string) {
  vi.resetModules();
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  vi.stubEnv("SESSION_SECRET", secret);
  return import("~/core/upstream/upload-url.server");
}

let signUploadUrl: typeof import("~/core/upstream/upload-url.server").signUploadUrl;
let verifyUploadUrl: typeof import("~/core/upstream/upload-url.server").verifyUploadUrl;

beforeEach(async () => {
  ({ signUploadUrl, verifyUploadUrl } = await signerWith("upload-url-test-secret-0123456789"));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const url = "http://127.0.0.1:3001/uploads/0123456789abcdef01234567/file";
const user = "64b000000000000000000001";

describe("upload URL signatures", () => {
  it("vouches for the URL it signed, for the user it signed it for", () => {
    expect(verifyUploadUrl(user, url, signUploadUrl(user, url))).toBe(true);
  });

  it("vouches for nothing else: another URL, another user, a changed or missing signature", () => {
    const signature = signUploadUrl(user, url);
    expect(verifyUploadUrl(user, "https://evil.example/x.png", signature)).toBe(false);
    expect(verifyUploadUrl(user, `${url}?x`, signature)).toBe(false);
    expect(verifyUploadUrl("64b000000000000000000002", url, signature)).toBe(false);
    const [expires, mac] = signature.split(".");
    expect(verifyUploadUrl(user, url, `${Number(expires) + 1}.${mac}`)).toBe(false);
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    expect(verifyUploadUrl(user, url, `${expires}.${flipped}`)).toBe(false);
    for (const forged of [null, undefined, "", "garbage", `${expires}.`, ["a"], 42])
      expect(verifyUploadUrl(user, url, forged)).toBe(false);
  });

  it("is checked by any process with the same secret, and by none with another", async () => {
    const signature = signUploadUrl(user, url);
    expect((await signerWith("upload-url-test-secret-0123456789")).verifyUploadUrl(user, url, signature)).toBe(true);
    expect((await signerWith("another-secret-of-another-deployment")).verifyUploadUrl(user, url, signature)).toBe(
      false,
    );
  });

  it("expires after a session's length (12 hours)", () => {
    const signedAt = Date.UTC(2030, 0, 1);
    const signature = signUploadUrl(user, url, signedAt);
    expect(verifyUploadUrl(user, url, signature, signedAt + 11 * 3_600_000)).toBe(true);
    expect(verifyUploadUrl(user, url, signature, signedAt + 13 * 3_600_000)).toBe(false);
  });
});
