// Who may grant what (decision 025), as plain HTTP requests with each account's session cookie, on a
// back-office and mock of this file's own (ports E2E_APP_PORT + 19 and + 20), so the writes the mock logs are only
// ours. From spec section 6: nobody changes their own collaborator roles; only an admin or the venue's own account
// grants the collaborator back-office and the promoter; and the sections whose records belong to no venue (structures,
// disco categories, the global wheel) are opened by the promoter to read, with no grant to write them: their record,
// new, delete and bulk URLs answer not-found, GET and POST, and nothing reaches the upstream.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { italian } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";
import { dataUrl, routeAt } from "./route-manifest";

test.describe.configure({ mode: "serial" });

const english: typeof italian = JSON.parse(
  fs.readFileSync(new URL("../app/locales/en/common.json", import.meta.url), "utf8"),
);

type Row = Record<string, unknown> & { _id: string };

let server: Isolated;
let adminToken = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("grants", 19, 15_000);
  adminToken = (await server.upstreamSignIn("admin@demo.test")).token;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Rows read straight from the mock as the admin (what the upstream holds). */
async function upstream(path: string): Promise<Row[]> {
  const response = await fetch(`${server.mockURL}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  return (await response.json()) as Row[];
}

async function demoClub(): Promise<string> {
  const [club] = await upstream(`/discos?${new URLSearchParams({ name: "Demo Club Milano" })}`);
  return club._id;
}

async function userId(email: string): Promise<string> {
  const [user] = await upstream(`/users?${new URLSearchParams({ email })}`);
  expect(user?.email, email).toBe(email);
  return user._id;
}

/** A plain user of this test's own, so no seeded role is already held. */
async function freshUser(label: string): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await fetch(`${server.mockURL}/users`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      email: `grants.${label}.${stamp}@example.test`,
      password: "Demo-pass1",
      name: "Grant",
      surname: `${label} ${stamp}`,
      role: "user",
      isEnabled: true,
    }),
  });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as Row)._id;
}

function get(path: string, cookie: string) {
  return fetch(`${server.appURL}${path}`, { headers: { cookie }, redirect: "manual" });
}

/** A form post as a browser without JavaScript sends it. */
function post(path: string, cookie: string, form: Record<string, string>) {
  return fetch(`${server.appURL}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
}

/** The page's text as a reader sees it (the few entities React escapes in text). */
function textOf(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The role select's options offered by the collaborator form's own loader (its data request). */
async function offeredRoles(cookie: string): Promise<string> {
  const route = routeAt("/collaborators/:id");
  expect(route).toBeDefined();
  const response = await get(dataUrl("/collaborators/new", route), cookie);
  expect(response.status).toBe(200);
  return response.text();
}

test.describe("collaboffice@demo.test (collaborator back-office at the demo club)", () => {
  const email = "collaboffice@demo.test";

  test("is offered neither the promoter nor the collaborator back-office role", async () => {
    const cookie = await server.signIn(email);
    const offered = await offeredRoles(cookie);
    expect(offered).toContain("bartender");
    expect(offered).not.toContain("admin_promoter");
    expect(offered).not.toContain("backoffice_collaborator");
  });

  test("cannot give itself any role, the promoter's least of all: refused next to the user, nothing sent", async () => {
    const cookie = await server.signIn(email);
    const self = await userId(email);
    await server.control("log", { method: "DELETE" });
    for (const role of ["admin_promoter", "pr"]) {
      const response = await post("/collaborators/new", cookie, { userId: self, role });
      expect(response.status, role).toBe(400);
      expect(textOf(await response.text()), role).toContain(italian.collaboratorGrants.ownRoles);
    }
    expect(await server.writesBy(email)).toEqual([]);
    // Its promoter role at a second venue is the seed's; at the demo club it still holds only its own.
    const club = await demoClub();
    expect((await upstream(`/collaborators?userId=${self}&discoId=${club}`)).map((row) => row.role)).toEqual([
      "backoffice_collaborator",
    ]);
  });

  test("cannot grant the promoter or the collaborator back-office to someone else; may grant a bartender", async () => {
    const cookie = await server.signIn(email);
    const other = await freshUser("office");
    await server.control("log", { method: "DELETE" });
    for (const role of ["admin_promoter", "backoffice_collaborator"]) {
      const response = await post("/collaborators/new", cookie, { userId: other, role });
      expect(response.status, role).toBe(400);
      expect(textOf(await response.text()), role).toContain(italian.collaboratorGrants.notGrantable);
    }
    // The English page says it in English.
    const english_ = await fetch(`${server.appURL}/collaborators/new`, {
      method: "POST",
      headers: {
        cookie,
        "content-type": "application/x-www-form-urlencoded",
        "accept-language": "en-GB,en;q=0.9",
      },
      body: new URLSearchParams({ userId: other, role: "admin_promoter" }),
      redirect: "manual",
    });
    expect(english_.status).toBe(400);
    expect(textOf(await english_.text())).toContain(english.collaboratorGrants.notGrantable);
    expect(await server.writesBy(email)).toEqual([]);
    expect(await upstream(`/collaborators?userId=${other}`)).toEqual([]);

    // What it may grant still goes through: the refusal is about the role, not the form.
    const allowed = await post("/collaborators/new", cookie, { userId: other, role: "bartender" });
    expect(allowed.status).toBe(302);
    expect((await upstream(`/collaborators?userId=${other}`)).map((row) => row.role)).toEqual(["bartender"]);
  });

  test("cannot take away its own role, nor the promoter's: the delete answers not-found, nothing sent", async () => {
    const cookie = await server.signIn(email);
    const club = await demoClub();
    const [own] = await upstream(
      `/collaborators?${new URLSearchParams({ userId: await userId(email), discoId: club, role: "backoffice_collaborator" })}`,
    );
    const [promoter] = await upstream(
      `/collaborators?${new URLSearchParams({ userId: await userId("promoter@demo.test"), discoId: club, role: "admin_promoter" })}`,
    );
    expect(own?._id).toBeTruthy();
    expect(promoter?._id).toBeTruthy();
    await server.control("log", { method: "DELETE" });
    for (const record of [own, promoter]) {
      const path = `/collaborators/${record._id}/delete`;
      expect((await get(path, cookie)).status, path).toBe(404);
      expect((await post(path, cookie, {})).status, path).toBe(404);
    }
    // The list offers no delete for them, where the club's own account is offered one.
    const club_ = await server.signIn("disco@demo.test");
    for (const [record, role] of [
      [own, "backoffice_collaborator"],
      [promoter, "admin_promoter"],
    ] as const) {
      const link = `/collaborators/${record._id}/delete`;
      expect(await (await get(`/collaborators?role=${role}`, cookie)).text()).not.toContain(link);
      expect(await (await get(`/collaborators?role=${role}`, club_)).text()).toContain(link);
    }
    expect(await server.writesBy(email)).toEqual([]);
    expect((await upstream(`/collaborators/${promoter._id}`)) as unknown as Row).toMatchObject({ _id: promoter._id });
  });
});

test.describe("promoter@demo.test and structure@demo.test on the platform's own records", () => {
  const cases = [
    { email: "promoter@demo.test", path: "/structures", endpoint: "/discos?discoType=structure" },
    { email: "promoter@demo.test", path: "/disco-categories", endpoint: "/disco-categories" },
    { email: "promoter@demo.test", path: "/globalSpinGifts", endpoint: "/spin-gifts?global=true" },
    { email: "structure@demo.test", path: "/globalSpinGifts", endpoint: "/spin-gifts?global=true" },
  ];

  for (const { email, path, endpoint } of cases) {
    test(`${email} reads ${path}, and its record, new and delete URLs answer not-found; nothing is written`, async () => {
      const cookie = await server.signIn(email);
      const [record] = await upstream(endpoint);
      expect(record?._id, endpoint).toBeTruthy();
      const list = await get(path, cookie);
      expect(list.status).toBe(200);
      const html = await list.text();
      // Read-only: no New, no Edit, no Delete, no bulk bar, where the admin's list offers them.
      const admin = await (await get(path, await server.signIn("admin@demo.test"))).text();
      const offers = [`href="${path}/new`, `href="${path}/${record._id}`];
      if (path === "/disco-categories") offers.push(`action="${path}/bulk`);
      for (const offer of offers) {
        expect(admin, offer).toContain(offer);
        expect(html, offer).not.toContain(offer);
      }
      await server.control("log", { method: "DELETE" });
      const billing = { name: "Riscritto", taxCode: "XXXXXX00X00X000X", vatNumber: "00000000000", status: "enabled" };
      for (const url of [`${path}/${record._id}`, `${path}/new`, `${path}/${record._id}/delete`]) {
        expect((await get(url, cookie)).status, `GET ${url}`).toBe(404);
        expect((await post(url, cookie, { ...billing, discoType: "disco", probability: "1" })).status, url).toBe(404);
      }
      if (path === "/disco-categories") {
        const bulk = `${path}/bulk?${new URLSearchParams({ action: "delete", scope: "selected", ids: record._id })}`;
        expect((await get(bulk, cookie)).status, bulk).toBe(404);
        expect((await post(bulk, cookie, {})).status, bulk).toBe(404);
      }
      expect(await server.writesBy(email)).toEqual([]);
      const [after] = (await upstream(endpoint)).filter((row) => row._id === record._id);
      expect(after).toEqual(record);
    });
  }
});

test.describe("disco@demo.test (the venue's own account)", () => {
  test("grants the promoter and the collaborator back-office at its own venue", async () => {
    const cookie = await server.signIn("disco@demo.test");
    const { user } = await server.upstreamSignIn("disco@demo.test");
    const offered = await offeredRoles(cookie);
    expect(offered).toContain("admin_promoter");
    expect(offered).toContain("backoffice_collaborator");
    const other = await freshUser("club");
    for (const role of ["admin_promoter", "backoffice_collaborator"]) {
      const response = await post("/collaborators/new", cookie, { userId: other, role });
      expect(response.status, role).toBe(302);
    }
    const granted = await upstream(`/collaborators?userId=${other}`);
    expect(granted.map((row) => [row.role, row.discoId]).sort()).toEqual([
      ["admin_promoter", user.discoId],
      ["backoffice_collaborator", user.discoId],
    ]);
  });

  test("cannot give itself a collaborator role either", async () => {
    const cookie = await server.signIn("disco@demo.test");
    const self = await userId("disco@demo.test");
    await server.control("log", { method: "DELETE" });
    const response = await post("/collaborators/new", cookie, { userId: self, role: "admin_promoter" });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain(italian.collaboratorGrants.ownRoles);
    expect(await server.writesBy("disco@demo.test")).toEqual([]);
  });
});
