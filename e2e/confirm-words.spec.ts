// Words that cannot be misread (decision 051): in every dialog a list opens (each row action, each bulk action, the
// "new" and the record dialogs), no two controls share an accessible name unless they go to the same place (the
// corner's "Chiudi" and the footer's "Chiudi" both close). So a confirmation's buttons never read "Annulla" and
// "Annulla". The lists are the app's own routes (route-manifest.ts), opened by who may (expected-access.ts), as the
// list sweep walks them; only GETs are made, so nothing changes under the other tests. Dialogs are URLs the server
// renders whole, and every check here reads that HTML, so it is read as plain HTTP with the account's session
// (server-html.ts), as a browser without JavaScript gets it: no browser page at all.
import type { APIRequestContext } from "@playwright/test";
import { listPatterns, readerOf } from "./list-pages";
import { upstreamRows } from "./helpers";
import { byRole, oneByRole, serverPage, textOf, type ServerPage } from "./server-html";
import { expect, test } from "./shared-pages";

/**
 * The dialogs a list page opens: links below its own path (a row's edit, delete, cancel, refund, disable; the "new"
 * button), one of each shape (ids replaced), and a bulk confirmation for each action of its bulk bar, on one row.
 */
function dialogsOf({ url: location, document }: ServerPage): string[] {
  const here = location.pathname.replace(/\/$/, "");
  const found = new Map<string, string>();
  const shapeOf = (path: string) =>
    path
      .split("/")
      .map((part) => (/\d/.test(part) && part.length > 6 ? ":id" : part))
      .join("/");
  for (const link of document.querySelectorAll("main a[href]")) {
    const url = new URL(link.getAttribute("href")!, location);
    if (url.origin !== location.origin || !url.pathname.startsWith(`${here}/`)) continue;
    if (/\.csv$/.test(url.pathname)) continue;
    const shape = shapeOf(url.pathname);
    if (!found.has(shape)) found.set(shape, `${url.pathname}${url.search}`);
  }
  for (const picker of document.querySelectorAll('form select[name="action"]')) {
    const form = picker.closest("form")!;
    const box = document.querySelector(`input[name="ids"][form="${form.getAttribute("id")}"]`);
    if (!box) continue;
    const bulkPath = new URL(form.getAttribute("action") ?? location.pathname, location).pathname;
    for (const option of picker.querySelectorAll("option")) {
      const value = option.getAttribute("value") ?? option.textContent;
      if (!value) continue;
      const query = new URLSearchParams({ action: value, scope: "selected", ids: box.getAttribute("value") ?? "" });
      found.set(`bulk:${bulkPath}:${value}`, `${bulkPath}?${query}`);
    }
  }
  return [...found.values()];
}

type Clash = { dialog: string; name: string; targets: string[] };

/** Controls of the page's dialog that share a name but not a target; null when the page has no dialog. */
function clashesIn({ url: location, document }: ServerPage, url: string): Clash[] | null {
  const [dialog] = byRole(document, document, "dialog");
  if (!dialog) return null;
  const byName = new Map<string, Set<string>>();
  for (const control of dialog.querySelectorAll("a[href], button")) {
    if (control.closest("[hidden]") || control.getAttribute("aria-hidden") === "true") continue;
    // The rule the dialog's reader meets: the control's label, else its text.
    const name = (control.getAttribute("aria-label") ?? control.textContent).replace(/\s+/g, " ").trim();
    if (!name) continue;
    const form = control.closest("form");
    // A form without an action posts to the page itself, as the browser's `form.action` says.
    const action = form ? new URL(form.getAttribute("action") ?? location.href, location).href : "";
    const target =
      control.tagName === "A"
        ? `link ${new URL(control.getAttribute("href")!, location).pathname}`
        : `button ${control.getAttribute("name") ?? ""}=${control.getAttribute("value") ?? ""} ${action}`;
    byName.set(name, new Set([...(byName.get(name) ?? []), target]));
  }
  return [...byName]
    .filter(([, targets]) => targets.size > 1)
    .map(([name, targets]) => ({ dialog: url, name, targets: [...targets] }));
}

/** The page's one dialog (else the test fails). */
function theDialog({ document }: ServerPage, name?: string) {
  return oneByRole(document, document, "dialog", name === undefined ? {} : { name });
}

test("the suite knows who opens every list", () => {
  expect(listPatterns.length).toBeGreaterThan(40);
  expect(listPatterns.filter((pattern) => !readerOf(pattern))).toEqual([]);
});

test.describe("every dialog a list opens", () => {
  let eventId = "";
  test.beforeAll(async () => {
    const [reservation] = await upstreamRows("/reservations?limit=1&sort=-createdAt");
    eventId = String(reservation!.eventId);
  });

  for (const pattern of listPatterns) {
    test(`${pattern}: no two controls of a dialog share a name`, async ({ httpAs }) => {
      const account = readerOf(pattern)!;
      const http = await httpAs(account);
      const url = pattern.replace(":id", eventId);
      const list = await serverPage(http, url);
      expect(list.status, `${account} opens ${url}`).toBe(200);
      const clashes: Clash[] = [];
      for (const dialogUrl of dialogsOf(list)) {
        const dialog = await serverPage(http, dialogUrl);
        if (dialog.status < 200 || dialog.status > 299) continue;
        clashes.push(...(clashesIn(dialog, dialogUrl) ?? []));
      }
      expect(clashes, `${url} as ${account}`).toEqual([]);
    });
  }
});

/** Each control of a role and exact name the dialog shows, one of each. */
function expectControls(
  dialog: ReturnType<typeof theDialog>,
  page: ServerPage,
  controls: [role: "button" | "link", name: string][],
) {
  for (const [role, name] of controls)
    expect(byRole(dialog, page.document, role, { name, exact: true }), `${role} ${name}`).toHaveLength(1);
}

async function adminPage(httpAs: (account: "admin") => Promise<APIRequestContext>, path: string) {
  const page = await serverPage(await httpAs("admin"), path);
  expect(page.status, path).toBe(200);
  return page;
}

test.describe("the confirmations that change state", () => {
  test("a bulk cancel names the rows and the guests told, and its buttons read apart", async ({ httpAs }) => {
    const rows = await upstreamRows("/reservations?status=accepted&limit=2&sort=code", "admin@demo.test");
    expect(rows.length).toBe(2);
    const query = new URLSearchParams({ action: "cancel", scope: "selected" });
    for (const row of rows) query.append("ids", String(row._id));
    const page = await adminPage(httpAs, `/reservations/bulk?${query}`);
    const dialog = theDialog(page, "Annulla 2 prenotazioni");
    expectControls(dialog, page, [
      ["button", "Annulla 2 prenotazioni"],
      ["link", "Non annullare"],
    ]);
    const [named] = byRole(dialog, page.document, "list", { name: "Righe scelte" });
    expect(named, "the list of the rows chosen").toBeDefined();
    for (const row of rows) expect(textOf(named!)).toContain(String(row.code));
    expect(textOf(dialog)).toContain("I clienti saranno avvisati dall'app");
  });

  test("a delete names its record on the button and keeps it on the other", async ({ httpAs }) => {
    const [genre] = await upstreamRows("/musical-genres?limit=1&sort=name", "admin@demo.test");
    const page = await adminPage(httpAs, `/musicalGenres/${String(genre!._id)}/delete`);
    expectControls(theDialog(page), page, [
      ["button", `Elimina ${String(genre!.name)}`],
      ["link", "Non eliminare"],
    ]);
  });

  test("a reservation's cancel is a danger link apart from Modifica, and its dialog says the guest is told", async ({
    httpAs,
  }) => {
    const [reservation] = await upstreamRows("/reservations?status=accepted&limit=1&sort=code", "admin@demo.test");
    const code = String(reservation!.code);
    const list = await adminPage(httpAs, `/reservations?q=${code}`);
    const row = list.document.querySelector("tbody tr");
    expect(row, "a row").not.toBeNull();
    const cancel = oneByRole(row!, list.document, "link", { name: `Annulla ${code}`, exact: true });
    expect(cancel.classList.contains("row-link-danger")).toBe(true);
    expect(cancel.querySelectorAll("svg")).toHaveLength(1);
    const page = await adminPage(httpAs, cancel.getAttribute("href")!);
    const dialog = theDialog(page);
    expectControls(dialog, page, [
      ["button", `Annulla ${code}`],
      ["link", "Non annullare"],
    ]);
    expect(textOf(dialog)).toContain("Il cliente sarà avvisato dall'app.");
  });
});
