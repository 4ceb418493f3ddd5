// The one redirect rule (decision 026): a target is followed only if the Location answered, resolved as a browser
// resolves it (the WHATWG URL parser, which Node's URL is), stays on the back-office's origin; anything else falls
// back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect, staysOnSite } from "~/core/http/safe-redirect";

const fallback = "/fallback";

/** Where the browser is when it reads the Location: the login form's post, or a deep page with a query. */
const bases = ["http://localhost:3000/login", "https://backoffice.example.com/events/abc/info?page=2#top"];

/** The Location resolved as the browser resolves it, against each page the answer may come from. */
function resolvedOnSite(location: string): void {
  for (const base of bases) {
    const url = new URL(location, base);
    expect(url.origin, `${JSON.stringify(location)} from ${base}`).toBe(new URL(base).origin);
    // The same path when read again: what the browser lands on is what was checked.
    expect(`${url.pathname}${url.search}${url.hash}`, JSON.stringify(location)).toBe(location);
  }
}

describe("safeRedirect", () => {
  it("follows same-site paths with their query and fragment", () => {
    expect(safeRedirect("/events?page=2&sort=-startDate", fallback)).toBe("/events?page=2&sort=-startDate");
    expect(safeRedirect("/events/abc/info#tickets", fallback)).toBe("/events/abc/info#tickets");
    expect(safeRedirect("/", fallback)).toBe("/");
  });

  it("resolves dot segments and encodings that stay on the site", () => {
    expect(safeRedirect("/a/../events", fallback)).toBe("/events");
    expect(safeRedirect("/./users?q=a b", fallback)).toBe("/users?q=a%20b");
    expect(safeRedirect("/events/%2e%2e/users", fallback)).toBe("/users");
  });

  // The issue's spellings, and their relatives: each resolves to a Location a browser reads as another host.
  it.each([
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "/.%2e//evil.example",
    "/a/b/../..//evil.example",
    "/./\\/evil.example",
    "/.//\\evil.example",
    "/.\\/evil.example",
    "/%2e/\\evil.example",
    "https://evil.test/",
    "//evil.test/x",
    "/\\evil.test",
    "\\\\evil.test",
    "javascript:alert(1)",
    "events",
    " /events",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/.\t//evil.example",
    "/\nx",
    "/\u0000x",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, fallback)).toBe(fallback);
  });

  it("a link's redirectTo, decoded as the login page decodes it, falls back", () => {
    const link = new URL("http://localhost:3000/login?redirectTo=%2F.%2F%2Fevil.example");
    expect(safeRedirect(link.searchParams.get("redirectTo"), fallback)).toBe(fallback);
  });

  // Pieces a hostile target is made of: slashes, backslashes, dot segments raw and encoded, controls a browser drops,
  // characters that open a scheme, userinfo, a query or a fragment, and look-alikes of the slash and the dot.
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "%2e",
    "%2E",
    ".%2e",
    "%2e%2e",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "%252e",
    "%09",
    "%0a",
    "\t",
    "\n",
    "\r",
    "\u0000",
    "\u001f",
    "\u007f",
    " ",
    "\u00a0",
    "\u3002",
    "\uff0f",
    "\uff3c",
    "evil.example",
    "events",
    "a",
    "?",
    "#",
    "@",
    ":",
    "%",
    "http:",
    "https://",
    "javascript:",
    "&redirectTo=//x",
  );
  const hostile = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join("")),
    fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join("")}`),
    fc.string({ maxLength: 40 }).map((text) => `/${text}`),
    fc.string({ maxLength: 40 }),
  );

  it("whatever it is given, answers a Location that a browser resolves on the site, to itself (property)", () => {
    fc.assert(
      fc.property(hostile, (target) => {
        const location = safeRedirect(target, fallback);
        resolvedOnSite(location);
        expect(
          [...location].every((char) => char > " " && char !== "\u007f"),
          JSON.stringify(location),
        ).toBe(true);
        expect(location).not.toMatch(/^\/[/\\]/);
        expect(staysOnSite(location)).toBe(true);
      }),
      { numRuns: 5000, seed: 22 },
    );
  });

  it("is idempotent: a followed target is followed unchanged the second time (property)", () => {
    fc.assert(
      fc.property(hostile, (target) => {
        const once = safeRedirect(target, fallback);
        expect(safeRedirect(once, "/other")).toBe(once);
      }),
      { numRuns: 5000, seed: 2022 },
    );
  });

  it("keeps an ordinary path that is its own resolution (property)", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[a-z0-9=&]{0,20}$/),
        (parts, query) => {
          const path = `/${parts.join("/")}${query ? `?${query}` : ""}`;
          expect(safeRedirect(path, fallback)).toBe(path);
        },
      ),
      { seed: 7 },
    );
  });
});

describe("loginPath", () => {
  it("carries where the user was going", () => {
    expect(loginPath("/users?page=2")).toBe("/login?redirectTo=%2Fusers%3Fpage%3D2");
    expect(loginPath("/")).toBe("/login");
  });
});
