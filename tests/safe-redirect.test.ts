import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "~/core/safe-redirect";

describe("safeRedirect", () => {
  it("follows same-site relative paths with their query", () => {
    expect(safeRedirect("/events?page=2&sort=-startDate", "/")).toBe("/events?page=2&sort=-startDate");
  });

  it.each([
    "https://evil.test/",
    "//evil.test/x",
    "/\\evil.test",
    "javascript:alert(1)",
    "events",
    "/\nx",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });
});

describe("loginPath", () => {
  it("carries where the user was going", () => {
    expect(loginPath("/users?page=2")).toBe("/login?redirectTo=%2Fusers%3Fpage%3D2");
    expect(loginPath("/")).toBe("/login");
  });
});
