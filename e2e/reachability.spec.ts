// Every page reachable: for every demo account, a walk of the links reachable from its landing page,
// as a user would click them, finds every section the account may open (e2e/expected-access.ts, written by hand from
// spec sections 2 and 6). A section that answers but that nothing links to is an orphan, and fails here by name.
// Opening some pages changes what others see (a chat or a feedback is marked read), so the walk runs on a back-office
// and mock of its own (ports E2E_APP_PORT + 11 and + 12).
import { expect, test } from "@playwright/test";
import { sectionForPath } from "../app/core/access/navigation";
import { accounts, type AccountName } from "./accounts";
import { expectedOpen } from "./expected-access";
import { startIsolated, type Isolated } from "./isolated";

test.describe.configure({ mode: "serial" });

let server: Isolated;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("reachability", 11, 15_000);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The page a link stands for once record ids are set aside: the walk opens one record of a kind, not all of them. */
function pageKind(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (/^[0-9a-f]{24}$|^\d+$|^[0-9a-f-]{36}$/i.test(segment) ? ":id" : segment))
    .join("/");
}

/** The site's own page links of an HTML page (`<a href>`), without assets, downloads and anchors. */
function pageLinks(html: string): string[] {
  const links: string[] = [];
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = raw.replaceAll("&amp;", "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const { pathname } = new URL(href, "http://site");
    if (/\.(csv|svg|png|jpe?g|css|js|json)$/.test(pathname) || pathname.startsWith("/build/")) continue;
    links.push(pathname);
  }
  return links;
}

/**
 * Walks the links from `/` (the landing page), breadth first, one page per kind, until every section in `sought` is
 * opened (what is left could only add sections already found); answers the sections opened (200).
 */
async function walk(cookie: string, sought: readonly string[]): Promise<{ opened: Set<string>; pages: number }> {
  const opened = new Set<string>();
  const seen = new Set<string>();
  const queue = ["/"];
  let pages = 0;
  // Bounded: a few hundred pages per account at most, whatever the links.
  while (queue.length > 0 && pages < 400 && !sought.every((path) => opened.has(path))) {
    const pathname = queue.shift()!;
    let response = await fetch(`${server.appURL}${pathname}`, { headers: { cookie }, redirect: "manual" });
    pages += 1;
    let at = pathname;
    for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops++) {
      const location = response.headers.get("location") ?? "/";
      at = new URL(location, "http://site").pathname;
      if (seen.has(pageKind(at))) break;
      seen.add(pageKind(at));
      response = await fetch(`${server.appURL}${location}`, { headers: { cookie }, redirect: "manual" });
      pages += 1;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      continue;
    }
    const section = sectionForPath(at);
    if (section) opened.add(section.path);
    const html = await response.text();
    for (const link of pageLinks(html)) {
      const kind = pageKind(link);
      if (seen.has(kind)) continue;
      seen.add(kind);
      queue.push(link);
    }
  }
  return { opened, pages };
}

for (const name of Object.keys(accounts) as AccountName[]) {
  const account = accounts[name];
  test(`${account.email}: every section it may open is reached by links from its landing page`, async () => {
    test.setTimeout(120_000);
    const cookie = await server.signIn(account.email);
    const { opened, pages } = await walk(cookie, expectedOpen[name]);
    expect(pages, "the walk opened pages").toBeGreaterThan(1);
    const orphans = expectedOpen[name].filter((path) => !opened.has(path));
    expect(orphans, `sections ${account.email} may open that no link reaches`).toEqual([]);
  });
}
