// Security, as fast HTTP requests on a back-office and mock of this file's own (ports
// E2E_APP_PORT + 7 and + 8), so the writes the mock records are only ours: the authorization matrix of every section
// of spec section 2 for every demo account and signed out, GET and form POST, with no upstream write for a refused
// POST; session cookie flags; cross-site posts refused; redirectTo kept on the site; a hostile record name shown as
// text; the upstream tokens in no page, script or header; the hardening headers.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sections } from "../app/core/access/permissions";
import { accounts, demoPassword, type AccountName } from "./accounts";
import { expectedOpen, knownSectionPaths } from "./expected-access";
import { italian } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";
import { appRoutes, dataUrl, redirectTarget, routeAt, type AppRoute } from "./route-manifest";

test.describe.configure({ mode: "serial" });

const english: typeof italian = JSON.parse(
  fs.readFileSync(new URL("../app/locales/en/common.json", import.meta.url), "utf8"),
);

let server: Isolated;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // A generous upstream time-out: this file checks permissions, not speed, on a machine other suites keep busy.
  server = await startIsolated("security", 7, 15_000);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The app's route at a URL pattern, or a failure naming the pattern. */
function routeOf(pattern: string): AppRoute {
  const route = routeAt(pattern);
  if (!route) throw new Error(`no route for ${pattern}`);
  return route;
}

/**
 * A section's page as a data request (single fetch's `<path>.data`): the same loader and guard a browser navigation
 * runs, without rendering the document, so the whole matrix stays fast. The route is found in the app's route manifest.
 */
function dataPath(path: string): string {
  return dataUrl(path, routeOf(path));
}

/** Sections with a record form route (`<path>/:id`): a POST to `<path>/new` is a create. */
const formSections: string[] = knownSectionPaths.filter((path) =>
  appRoutes.some((route) => route.pattern === `${path}/:id` && route.takesPost),
);

/** Maps with at most four requests in flight, so a busy machine's upstream keeps up. */
async function inBatches<T, R>(items: readonly T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += 4)
    results.push(...(await Promise.all(items.slice(index, index + 4).map(map))));
  return results;
}

/** The record form's create action, as the browser's script posts it. */
function formDataPath(path: string): string {
  return dataUrl(`${path}/new`);
}

async function get(path: string, cookie?: string) {
  return fetch(`${server.appURL}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
}

async function post(path: string, cookie: string | undefined, headers: Record<string, string> = {}) {
  return fetch(`${server.appURL}${path}`, {
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams({ name: "" }),
    redirect: "manual",
  });
}

async function writesSince(): Promise<{ method: string; path: string; userEmail?: string }[]> {
  const log = (await server.control("log", { method: "GET" })) as {
    method: string;
    path: string;
    userEmail?: string;
  }[];
  return log.filter((entry) => entry.method !== "GET" && !entry.path.startsWith("/auth"));
}

test("the written expectations name every section the app has, and no other", () => {
  // A section added to the app without a line in e2e/expected-access.ts would otherwise go unchecked.
  expect(sections.map((entry) => entry.path).sort()).toEqual([...knownSectionPaths].sort());
  for (const [name, open] of Object.entries(expectedOpen)) {
    expect(
      open.filter((path) => !knownSectionPaths.includes(path)),
      name,
    ).toEqual([]);
    expect(new Set(open).size, name).toBe(open.length);
  }
});

test("signed out: every section sends to login (GET with the way back), every form POST too, nothing written", async () => {
  await server.control("log", { method: "DELETE" });
  for (const path of knownSectionPaths) {
    const response = await get(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
  }
  for (const path of formSections) {
    const response = await post(`${path}/new`, undefined);
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toBe("/login");
  }
  expect(await writesSince()).toEqual([]);
});

for (const [name, account] of Object.entries(accounts) as [AccountName, (typeof accounts)[AccountName]][]) {
  test(`${account.name}: every section answers as spec sections 2 and 6 say, GET and POST; refused POSTs write nothing`, async () => {
    test.setTimeout(120_000);
    const cookie = await server.signIn(account.email);
    const open = new Set(expectedOpen[name]);

    const statuses = await inBatches(
      knownSectionPaths,
      async (path) => [path, (await get(dataPath(path), cookie)).status] as const,
    );
    expect(statuses).toEqual(knownSectionPaths.map((path) => [path, open.has(path) ? 200 : 404] as const));

    const refused = formSections.filter((path) => !open.has(path));
    const allowed = formSections.filter((path) => open.has(path));
    // Allowed by the section: the form answers, never a login nor a crash (an empty name is a field error; a create
    // the resource itself reserves, as a format's new format request, is a 404 of its own).
    for (const path of allowed) {
      const response = await post(formDataPath(path), cookie);
      expect(response.status, path).toBeLessThan(500);
      expect(redirectTarget(response.status, await response.text()) ?? "", path).not.toMatch(/^\/login/);
    }
    await server.control("log", { method: "DELETE" });
    const refusedStatuses = await inBatches(
      refused,
      async (path) => [path, (await post(formDataPath(path), cookie)).status] as const,
    );
    expect(refusedStatuses).toEqual(refused.map((path) => [path, 404] as const));
    expect(await writesSince()).toEqual([]);
  });
}

test("the production build's session cookie is Secure, HttpOnly, SameSite=Lax and sealed (COOKIE_SECURE unset)", async () => {
  const response = await fetch(`${server.appURL}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: demoPassword, redirectTo: "" }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__session="))!;
  // This server runs the production build with COOKIE_SECURE unset, which README's configuration table says is 1;
  // browsers accept a Secure cookie over http on localhost. COOKIE_SECURE=0 and development leave the flag off:
  // tests/session-cookie.test.ts creates the storage under each setting.
  expect(cookie).toMatch(/; Secure(;|$)/);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
  expect(cookie).toMatch(/; Path=\//i);
  const value = decodeURIComponent(cookie.split(";")[0].slice("__session=".length));
  expect(Buffer.from(value.split(".")[0], "base64").toString("utf8")).not.toContain("token");
});

test("a session cookie with one byte changed, or garbage, signs the user out: login, never the page, never a 500", async () => {
  const cookie = await server.signIn("admin@demo.test");
  const value = cookie.slice("__session=".length);
  // The untouched cookie opens the page: the changes below are what refuses it.
  expect((await get("/users", cookie)).status).toBe(200);
  const flip = (index: number) =>
    `${value.slice(0, index)}${value[index] === "A" ? "B" : "A"}${value.slice(index + 1)}`;
  // The start (the cipher's nonce), the middle (the sealed data), the end (Remix's signature of the cookie).
  const positions = {
    start: 0,
    nonce: 8,
    middle: Math.floor(value.length / 2),
    signature: value.length - 3,
    last: value.length - 1,
  };
  const variants: [string, string][] = [
    ...Object.entries(positions).map(([name, index]): [string, string] => [
      `byte ${index} (${name})`,
      `__session=${flip(index)}`,
    ]),
    ["garbage", "__session=garbage"],
    ["empty", "__session="],
    ["bad percent-encoding", "__session=%E0%A4%A"],
    ["truncated", `__session=${value.slice(0, Math.floor(value.length / 2))}`],
  ];
  for (const [name, tampered] of variants) {
    const page = await get("/users", tampered);
    expect(page.status, name).toBe(302);
    expect(page.headers.get("location"), name).toBe("/login?redirectTo=%2Fusers");
    expect(await page.text(), name).not.toContain("admin@demo.test");
    const data = await get(dataPath("/users"), tampered);
    expect(data.status, name).toBeLessThan(500);
    expect(redirectTarget(data.status, await data.text()), name).toBe("/login?redirectTo=%2Fusers");
  }
});

test("a cross-site form POST is refused and changes nothing; the same site's post goes through", async () => {
  const cookie = await server.signIn("admin@demo.test");
  await server.control("log", { method: "DELETE" });
  const send = (path: string, headers: Record<string, string>, name = "Dal sito sbagliato") =>
    fetch(`${server.appURL}${path}`, {
      method: "POST",
      headers: { cookie, ...headers },
      body: new URLSearchParams({ name }),
      redirect: "manual",
    });
  const form = "/musicalGenres/new";
  const formData = dataUrl(form);
  // The app's guard (app/lib/same-origin.server.ts): a 403 page, for posts of the browser's script and plain forms.
  for (const [path, headers] of [
    [formData, { origin: "https://evil.example" }],
    [formData, { origin: "null" }],
    [form, { origin: server.appURL, "sec-fetch-site": "cross-site" }],
    [form, { "sec-fetch-site": "same-site" }],
  ] as const) {
    const response = await send(path, headers);
    expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
    if (path === form) expect(await response.text()).toContain("Richiesta rifiutata");
  }
  // A plain form whose Origin names another host (no JavaScript, and no Sec-Fetch-Site from an older browser) would be
  // stopped by Remix's own check with an empty 500; the server hands it to the app's guard, which answers its own
  // refusal page, in the user's language, before any action runs.
  for (const path of [form, "/login"]) {
    const response = await send(path, { origin: "https://evil.example" });
    expect(response.status, path).toBe(403);
    const page = await response.text();
    expect(page, path).toContain(italian.quality.forbiddenTitle);
    expect(page, path).toContain(italian.quality.forbiddenText);
    expect(response.headers.get("set-cookie"), path).toBeNull();
  }
  const inEnglish = await send(form, { origin: "https://evil.example", "accept-language": "en" });
  expect(inEnglish.status).toBe(403);
  expect(await inEnglish.text()).toContain(english.quality.forbiddenTitle);
  expect(await writesSince()).toEqual([]);
  const same = await send(form, { origin: server.appURL, "sec-fetch-site": "same-origin" }, "Dallo stesso sito");
  expect(same.status).toBe(302);
});

/** A URL that reaches a route: `:param` filled with an id no record has. */
function urlOfRoute(route: AppRoute): string {
  return route.pattern.replace(/:[^/]+/g, "000000000000000000000001");
}

test("a plain cross-site form post to every route that takes a post is refused with 403 and writes nothing", async () => {
  // The server hands foreign-Origin posts to the app's guard instead of Remix's check, so every action must refuse
  // them; generated from the route files, so a new action without the guard fails here.
  const cookie = await server.signIn("admin@demo.test");
  await server.control("log", { method: "DELETE" });
  const posts = appRoutes.filter((route) => route.takesPost && !route.pathless).map(urlOfRoute);
  expect(posts.length).toBeGreaterThan(50);
  const answers = await inBatches(posts, async (path) => {
    const response = await fetch(`${server.appURL}${path}`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
      body: new URLSearchParams({ name: "Dal sito sbagliato", intent: "delete" }),
      redirect: "manual",
    });
    await response.arrayBuffer();
    return `${path} ${response.status}`;
  });
  // Behind FEATURE_PROFILE_COMPLETION, off here: not-found before anything runs (on, its guard refuses as the others).
  const disabled = new Set(["/complete-profile 404"]);
  expect(answers.filter((answer) => !answer.endsWith(" 403") && !disabled.has(answer))).toEqual([]);
  expect(await writesSince()).toEqual([]);
});

/** The spellings of a way back that must not leave the site: decision 026's, and their relatives. */
const offSiteTargets = [
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "http:evil.example",
  " //evil.example",
  "/.//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "/./\\evil.example",
  "/.%2e//evil.example",
  "/\t/evil.example",
  "/.\n//evil.example",
];

/** A Location, resolved as the browser resolves it on the page that posted, stays on the back-office. */
function expectOnSite(location: string | null, what: string) {
  expect(location, what).toBeTruthy();
  const resolved = new URL(location!, `${server.appURL}/login`);
  expect(resolved.origin, `${what} → ${location}`).toBe(new URL(server.appURL).origin);
  expect(resolved.href, `${what} → ${location}`).not.toContain("evil.example/");
}

test("redirectTo and returnTo never leave the site, whatever their spelling", async () => {
  for (const target of offSiteTargets) {
    const response = await fetch(`${server.appURL}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "disco@demo.test", password: demoPassword, redirectTo: target }),
      redirect: "manual",
    });
    expect(response.status, target).toBe(302);
    expectOnSite(response.headers.get("location"), `POST /login ${JSON.stringify(target)}`);
    // The landing of the account, the fallback of every refused target.
    expect(response.headers.get("location"), target).toBe("/events");
  }
  // A link's way back, decoded as the login page decodes it.
  const link = new URL(`${server.appURL}/login?redirectTo=%2F.%2F%2Fevil.example`);
  const linked = await fetch(`${server.appURL}/login`, {
    method: "POST",
    body: new URLSearchParams({
      email: "disco@demo.test",
      password: demoPassword,
      redirectTo: link.searchParams.get("redirectTo")!,
    }),
    redirect: "manual",
  });
  expect(linked.headers.get("location")).toBe("/events");

  const cookie = await server.signIn("disco@demo.test");
  const admin = await server.signIn("admin@demo.test");
  for (const target of offSiteTargets) {
    const posts: [string, Record<string, string>, string | undefined][] = [
      ["/preferences/language", { lng: "en" }, undefined],
      ["/preferences/theme", { theme: "dark" }, undefined],
      ["/preferences/drawer", { drawer: "closed" }, undefined],
      ["/login/social", { provider: "google", token: "demo:disco@demo.test" }, undefined],
      ["/venue", { venueId: "" }, cookie],
    ];
    for (const [path, fields, withCookie] of posts) {
      const response = await fetch(`${server.appURL}${path}`, {
        method: "POST",
        headers: withCookie ? { cookie: withCookie } : {},
        body: new URLSearchParams({ ...fields, redirectTo: target }),
        redirect: "manual",
      });
      expect(response.status, `${path} ${JSON.stringify(target)}`).toBe(302);
      expectOnSite(response.headers.get("location"), `POST ${path} ${JSON.stringify(target)}`);
    }
    // The image picker's way back: no link of its page leads off the site.
    const picker = await get(`/images/select?${new URLSearchParams({ returnTo: target, field: "image" })}`, admin);
    expect(picker.status, target).toBe(200);
    const html = await picker.text();
    for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) {
      const resolved = new URL(href.replace(/&amp;/g, "&"), `${server.appURL}/images/select`);
      if (resolved.origin === new URL(server.appURL).origin) continue;
      // Only the upstream's own files (the images themselves) live elsewhere.
      expect(resolved.origin, `${JSON.stringify(target)}: ${href}`).toBe(new URL(server.mockURL).origin);
    }
  }
  // A way back on the site is kept: each choice leads back to the form with the image in its field.
  const picker = await get(
    `/images/select?${new URLSearchParams({ returnTo: "/banners/new?x=1", field: "image" })}`,
    admin,
  );
  const choices = [...(await picker.text()).matchAll(/\shref="(\/banners\/new[^"]*)"/g)].map(([, href]) =>
    href.replace(/&amp;/g, "&"),
  );
  expect(choices.length).toBeGreaterThan(0);
  for (const href of choices) expect(href).toMatch(/^\/banners\/new\?x=1&image=http/);
});

test("the upstream tokens appear in no page, script or header, and every page carries the hardening headers", async () => {
  const cookie = await server.signIn("disco@demo.test");
  const html = await (await get("/events", cookie)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const bodies = [html, ...(await Promise.all(scripts.map(async (src) => (await get(src)).text())))];
  for (const path of ["/events", dataPath("/events"), "/musicalGenres", "/login"]) {
    const response = await get(path, cookie);
    bodies.push(await response.text(), JSON.stringify([...response.headers]));
  }
  // Every token pair the mock issued so far, the back-office's included. Its store is written shortly after a change,
  // all at once: one more token, issued last, marks the moment the file holds every earlier one too.
  const readStore = () =>
    JSON.parse(fs.readFileSync(path.join(server.dataDir, "store.json"), "utf8")) as {
      tokens?: { token: string; refreshToken: string }[];
    };
  const last = await fetch(`${server.mockURL}/auth`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`disco@demo.test:${demoPassword}`).toString("base64")}` },
  });
  const { token: lastIssued } = (await last.json()) as { token: string };
  await expect.poll(() => (readStore().tokens ?? []).some((entry) => entry.token === lastIssued)).toBe(true);
  const store = readStore();
  const issued = (store.tokens ?? []).flatMap((entry) => [entry.token, entry.refreshToken]);
  expect(issued.length).toBeGreaterThan(2);
  for (const body of bodies) for (const token of issued) expect(body.includes(token)).toBe(false);

  // The service credential of registration (spec section 7) is in no page, no data and no answer of the register page,
  // whether the registration fails beside a field or goes through.
  const registerBodies: string[] = [];
  for (const path of ["/register", dataUrl("/register", routeOf("/register")), "/login", "/forgot-password"]) {
    const response = await get(path);
    registerBodies.push(await response.text(), JSON.stringify([...response.headers]));
  }
  for (const email of ["disco@demo.test", `registered.${Date.now()}@example.test`]) {
    const registered = await fetch(`${server.appURL}/register`, {
      method: "POST",
      body: new URLSearchParams({
        email,
        password: "Notte-2026",
        confirmPassword: "Notte-2026",
        name: "Nuova",
        surname: "Utente",
      }),
      redirect: "manual",
    });
    // The taken email is refused beside its field; the new one is created (the mock required the credential).
    expect(registered.status, email).toBe(email === "disco@demo.test" ? 400 : 302);
    registerBodies.push(await registered.text(), JSON.stringify([...registered.headers]));
  }
  const registerScripts = [...registerBodies[0].matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  for (const src of registerScripts) registerBodies.push(await (await get(src)).text());
  expect(registerBodies.join("\n")).toContain("Email già in uso");
  for (const body of registerBodies) expect(body.includes(server.serviceToken)).toBe(false);

  const response = await get("/events", cookie);
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = csp.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  // WebAssembly may compile (the door's code reader), a string of JavaScript may not.
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("'wasm-unsafe-eval'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toMatch(
    /^(same-origin|strict-origin|strict-origin-when-cross-origin|no-referrer)$/,
  );
  const page = await response.text();
  const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  for (const path of ["/login", "/does-not-exist"]) {
    const other = await get(path);
    expect(other.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    expect(other.headers.get("x-content-type-options"), path).toBe("nosniff");
  }
});

test("with Secure cookies every answer carries Strict-Transport-Security: pages, data, downloads, assets, errors", async () => {
  // This server runs the production build with COOKIE_SECURE unset (Secure cookies, README's configuration table);
  // COOKIE_SECURE=0 and development leave the header off: tests/transport-security.test.ts.
  const cookie = await server.signIn("disco@demo.test");
  const html = await (await get("/login")).text();
  const asset = html.match(/"(\/build\/[^"]+\.(?:js|css))"/)?.[1];
  expect(asset).toBeTruthy();
  const answers = [
    ["/login", undefined],
    ["/events", cookie],
    [dataPath("/events"), cookie],
    ["/events/export.csv", cookie],
    [asset!, undefined],
    ["/healthz", undefined],
    ["/does-not-exist", undefined],
    ["/users", undefined],
  ] as const;
  for (const [path, withCookie] of answers) {
    const response = await get(path, withCookie);
    await response.arrayBuffer();
    const value = response.headers.get("strict-transport-security") ?? "";
    expect(value, `${path} (${response.status})`).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(value.match(/max-age=(\d+)/)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
  }
  const post = await fetch(`${server.appURL}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "disco@demo.test", password: demoPassword, redirectTo: "" }),
    redirect: "manual",
  });
  expect(post.headers.get("strict-transport-security")).toMatch(/^max-age=/);
});

test("a record named like markup is shown as text in the list, the dialogs and the event header", async ({ page }) => {
  test.setTimeout(120_000);
  const hostile = `<img src=x onerror=alert(1)>`;
  const { token, user } = await server.upstreamSignIn("disco@demo.test");
  const upstream = (path: string, body: unknown) =>
    fetch(`${server.mockURL}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ _id: string }>);
  const discoId = (user as { discoId: string }).discoId;
  const start = new Date(Date.now() + 86_400_000);
  const event = await upstream("/events", {
    name: hostile,
    discoId,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
  });
  const adminToken = (await server.upstreamSignIn("admin@demo.test")).token;
  const genre = await fetch(`${server.mockURL}/musical-genres`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ name: hostile, description: hostile }),
  }).then((response) => response.json() as Promise<{ _id: string }>);

  let alerted = false;
  page.on("dialog", async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  const signInAs = async (email: string) => {
    const [name, ...value] = (await server.signIn(email)).split("=");
    await page.context().clearCookies();
    await page.context().addCookies([{ name, value: value.join("="), url: server.appURL }]);
  };
  const noInjectedImage = async () => expect(page.locator('img[src="x"]')).toHaveCount(0);

  await signInAs("disco@demo.test");
  await page.goto(`${server.appURL}/events?q=${encodeURIComponent("onerror")}`);
  await expect(page.getByRole("link", { name: hostile, exact: true })).toBeVisible();
  await noInjectedImage();
  await page.goto(`${server.appURL}/events/${event._id}/info`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hostile);
  await noInjectedImage();

  await signInAs("admin@demo.test");
  await page.goto(`${server.appURL}/musicalGenres?q=onerror`);
  await expect(page.locator("tbody")).toContainText(hostile);
  await noInjectedImage();
  await page.goto(`${server.appURL}/musicalGenres/${genre._id}`);
  await expect(page.getByRole("dialog").getByLabel("Nome")).toHaveValue(hostile);
  await expect(page.getByRole("dialog")).toContainText(hostile);
  await noInjectedImage();
  await page.goto(`${server.appURL}/musicalGenres/${genre._id}/delete`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await noInjectedImage();
  expect(alerted).toBe(false);
});

test("every record form, fed missing, oversized, wrongly typed and hostile values, answers with field errors, never a 500", async () => {
  test.setTimeout(120_000);
  const cookie = await server.signIn("admin@demo.test");
  const forms = formSections.filter((path) => expectedOpen.admin.includes(path));
  const bodies = [
    "",
    `name=${"x".repeat(100_000)}&description=${"y".repeat(100_000)}`,
    "name[0]=a&name[1]=b&name.x=1&maxTickets=dieci&price=%E2%82%AC&startDate=31/02/2000&isEnabled=forse",
    "name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&email=a@&phoneNumber=%00&link=javascript:alert(1)&__proto__[x]=1",
  ];
  const statuses = await inBatches(
    forms.flatMap((path) => bodies.map((body) => ({ path: `${path}/new`, body }))),
    async ({ path, body }) => {
      const response = await fetch(`${server.appURL}${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body,
        redirect: "manual",
      });
      const text = await response.text();
      return { path, body: body.slice(0, 40), status: response.status, stack: /\n\s+at .+:\d+:\d+/.test(text) };
    },
  );
  expect(statuses.filter((entry) => entry.status >= 500 || entry.stack)).toEqual([]);
  // The empty form of a resource with required fields is refused next to the fields.
  expect(statuses.find((entry) => entry.path === "/musicalGenres/new" && entry.body === "")?.status).toBe(400);
});
