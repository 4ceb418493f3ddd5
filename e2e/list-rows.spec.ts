// A list sends its page only the fields of its rows the page draws or reads (decision 061, list.server.ts). Whether a
// field is missing shows only in what the page then draws: so every key page (every list and event tab, each list in
// each state its rows can be in) is drawn twice, by a back-office sending rows as declared and by one sending them
// whole (LIST_ROWS=whole), both on one mock of this file's own, and the two documents must be the same but for their
// scripts (the loader data) and their nonces. Plain HTTP: this checks the server's rendering.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";
import { accounts, demoPassword, type AccountName } from "./accounts";
import { stopChild } from "./isolated";
import { keyPages, onEvent } from "./key-pages";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
let mock: MockUpstream;
let dataDir: string;
const servers: ChildProcess[] = [];

/** The production build on the file's mock, on a free port; answers its address. */
async function startServer(name: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [path.join("server", "index.mjs"), path.join("build", "index.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      UPSTREAM_URL: mock.url,
      UPSTREAM_SERVICE_TOKEN: mock.serviceToken,
      SESSION_SECRET: "list-rows-spec-secret-0123456789",
      DATABASE_FILE: path.join(dataDir, `${name}.sqlite`),
      ...env,
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${name} back-office did not start within 60 s`)), 60_000);
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const address = output.match(/\[back-office\] listening on (\S+)/)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    child.once("exit", (code) => reject(new Error(`the ${name} back-office exited with code ${code}`)));
  });
}

/** Signs `account` in through the login form; answers the session's Cookie header. */
async function signIn(url: string, account: AccountName): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: accounts[account].email, password: demoPassword, redirectTo: "" }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (response.status !== 302 || !cookie) throw new Error(`${account} could not sign in: ${response.status}`);
  return cookie.split(";")[0]!;
}

/** The document less what is not the page's drawing: scripts (the loader data among them) and nonces. */
function drawn(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/ nonce="[^"]*"/g, "");
}

/** Where two documents first differ, with some context either side. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 160), at + 160);
  return `shown rows: …${around(a)}…\nwhole rows: …${around(b)}…`;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "list-rows-spec-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
});

test.afterAll(async () => {
  await Promise.all(servers.map(stopChild));
  await mock?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("every list draws the same from the fields it is sent as from the upstream's whole records", async () => {
  test.setTimeout(120_000);
  const [shown, whole] = await Promise.all([startServer("shown", {}), startServer("whole", { LIST_ROWS: "whole" })]);
  // An event with reservations (the latest one's), so its tabs have rows.
  const auth = await fetch(`${mock.url}/auth`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`${accounts.admin.email}:${demoPassword}`).toString("base64")}` },
  });
  const { token } = (await auth.json()) as { token: string };
  const reservations = await fetch(`${mock.url}/reservations?limit=1&sort=-createdAt`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [reservation] = (await reservations.json()) as { eventId: string }[];
  const eventId = reservation!.eventId;

  const sessions = new Map<string, Promise<[string, string]>>();
  const sessionOf = (account: AccountName) => {
    if (!sessions.has(account)) sessions.set(account, Promise.all([signIn(shown, account), signIn(whole, account)]));
    return sessions.get(account)!;
  };
  const pages = keyPages.filter((page) => page.account !== "signed-out");
  expect(pages.length).toBeGreaterThan(60);
  const differences: string[] = [];
  let rowsSeen = 0;
  const sent = { shown: 0, whole: 0 };
  for (const { path: pattern, account } of pages) {
    const url = onEvent(pattern, eventId);
    const [shownCookie, wholeCookie] = await sessionOf(account as AccountName);
    const read = async (base: string, cookie: string) => {
      const response = await fetch(`${base}${url}`, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
      return { status: response.status, html: await response.text() };
    };
    const [a, b] = await Promise.all([read(shown, shownCookie), read(whole, wholeCookie)]);
    expect(a.status, `${url} as ${account}`).toBe(200);
    expect(b.status, `${url} as ${account}`).toBe(200);
    rowsSeen += (a.html.match(/<tr\b/g) ?? []).length;
    sent.shown += a.html.length;
    sent.whole += b.html.length;
    // The events list draws no event's description: only the whole records carry it.
    if (url === "/events")
      expect([a.html.includes('\\"description\\"'), b.html.includes('\\"description\\"')]).toEqual([false, true]);
    if (drawn(a.html) !== drawn(b.html))
      differences.push(`${url} as ${account}:\n${firstDifference(drawn(a.html), drawn(b.html))}`);
  }
  // The pages had rows to draw: a page of empty lists would prove nothing.
  expect(rowsSeen).toBeGreaterThan(500);
  expect(differences).toEqual([]);
  // And what they were sent was less than the whole records.
  expect(sent.shown).toBeLessThan(sent.whole);
});
