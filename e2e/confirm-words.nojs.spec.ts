// Words that cannot be misread (decision 051): in every dialog a list opens (each row action, each bulk action, the
// "new" and the record dialogs), no two controls share an accessible name unless they go to the same place (the
// corner's "Chiudi" and the footer's "Chiudi" both close). So a confirmation's buttons never read "Annulla" and
// "Annulla". The lists are the app's own routes (route-manifest.ts), opened by who may (expected-access.ts), as the
// list sweep walks them; only GETs are made, so nothing changes under the other tests. Dialogs are URLs the server
// renders whole, and every check here reads that HTML, so the file runs without JavaScript (the `no-javascript`
// project): a page without its scripts costs the browser a fraction of one that loads and hydrates them.
import type { Page } from "@playwright/test";
import { listPatterns, readerOf } from "./list-pages";
import { upstreamRows } from "./helpers";
import { expect, test } from "./shared-pages";

/**
 * The dialogs a list page opens: links below its own path (a row's edit, delete, cancel, refund, disable; the "new"
 * button), one of each shape (ids replaced), and a bulk confirmation for each action of its bulk bar, on one row.
 */
async function dialogsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const here = location.pathname.replace(/\/$/, "");
    const found = new Map<string, string>();
    const shapeOf = (path: string) =>
      path
        .split("/")
        .map((part) => (/\d/.test(part) && part.length > 6 ? ":id" : part))
        .join("/");
    for (const link of document.querySelectorAll<HTMLAnchorElement>("main a[href]")) {
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || !url.pathname.startsWith(`${here}/`)) continue;
      if (/\.csv$/.test(url.pathname)) continue;
      const shape = shapeOf(url.pathname);
      if (!found.has(shape)) found.set(shape, `${url.pathname}${url.search}`);
    }
    for (const picker of document.querySelectorAll<HTMLSelectElement>('form select[name="action"]')) {
      const form = picker.form!;
      const box = document.querySelector<HTMLInputElement>(`input[name="ids"][form="${form.id}"]`);
      if (!box) continue;
      // The attribute: the form's `action` property is its control named "action", the picker itself.
      const bulkPath = new URL(form.getAttribute("action") ?? location.pathname, location.href).pathname;
      for (const option of picker.options) {
        if (!option.value) continue;
        const query = new URLSearchParams({ action: option.value, scope: "selected", ids: box.value });
        found.set(`bulk:${bulkPath}:${option.value}`, `${bulkPath}?${query}`);
      }
    }
    return [...found.values()];
  });
}

type Clash = { dialog: string; name: string; targets: string[] };

/** Controls of the open dialog that share a name but not a target. */
async function clashesIn(page: Page, url: string): Promise<Clash[] | null> {
  const dialog = page.getByRole("dialog");
  if ((await dialog.count()) === 0) return null;
  return dialog.first().evaluate((element, url) => {
    const byName = new Map<string, Set<string>>();
    for (const control of element.querySelectorAll<HTMLElement>("a[href], button")) {
      if (control.closest("[hidden]") || control.getAttribute("aria-hidden") === "true") continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!name) continue;
      const target =
        control instanceof HTMLAnchorElement
          ? `link ${new URL(control.href, location.href).pathname}`
          : `button ${(control as HTMLButtonElement).name}=${(control as HTMLButtonElement).value} ${control.closest("form")?.action ?? ""}`;
      byName.set(name, new Set([...(byName.get(name) ?? []), target]));
    }
    return [...byName]
      .filter(([, targets]) => targets.size > 1)
      .map(([name, targets]) => ({ dialog: url, name, targets: [...targets] }));
  }, url);
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
    test(`${pattern}: no two controls of a dialog share a name`, async ({ sharedPage }) => {
      test.setTimeout(90_000);
      const account = readerOf(pattern)!;
      const page = await sharedPage(account);
      const url = pattern.replace(":id", eventId);
      expect((await page.goto(url))?.status(), `${account} opens ${url}`).toBe(200);
      const clashes: Clash[] = [];
      for (const dialogUrl of await dialogsOf(page)) {
        const response = await page.goto(dialogUrl);
        if (!response?.ok()) continue;
        clashes.push(...((await clashesIn(page, dialogUrl)) ?? []));
      }
      expect(clashes, `${url} as ${account}`).toEqual([]);
    });
  }
});

test.describe("the confirmations that change state", () => {
  test("a bulk cancel names the rows and the guests told, and its buttons read apart", async ({ sharedPage }) => {
    const page = await sharedPage("admin");
    const rows = await upstreamRows("/reservations?status=accepted&limit=2&sort=code", "admin@demo.test");
    expect(rows.length).toBe(2);
    const query = new URLSearchParams({ action: "cancel", scope: "selected" });
    for (const row of rows) query.append("ids", String(row._id));
    await page.goto(`/reservations/bulk?${query}`);
    const dialog = page.getByRole("dialog", { name: "Annulla 2 prenotazioni" });
    await expect(dialog.getByRole("button", { name: "Annulla 2 prenotazioni", exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Non annullare", exact: true })).toBeVisible();
    const named = dialog.getByRole("list", { name: "Righe scelte" });
    for (const row of rows) await expect(named).toContainText(String(row.code));
    await expect(dialog).toContainText("I clienti saranno avvisati dall'app");
  });

  test("a delete names its record on the button and keeps it on the other", async ({ sharedPage }) => {
    const page = await sharedPage("admin");
    const [genre] = await upstreamRows("/musical-genres?limit=1&sort=name", "admin@demo.test");
    await page.goto(`/musicalGenres/${String(genre!._id)}/delete`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: `Elimina ${String(genre!.name)}`, exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Non eliminare", exact: true })).toBeVisible();
  });

  test("a reservation's cancel is a danger link apart from Modifica, and its dialog says the guest is told", async ({
    sharedPage,
  }) => {
    const page = await sharedPage("admin");
    const [reservation] = await upstreamRows("/reservations?status=accepted&limit=1&sort=code", "admin@demo.test");
    const code = String(reservation!.code);
    await page.goto(`/reservations?q=${code}`);
    const cancel = page
      .locator("tbody tr")
      .first()
      .getByRole("link", { name: `Annulla ${code}`, exact: true });
    await expect(cancel).toHaveClass(/row-link-danger/);
    await expect(cancel.locator("svg")).toHaveCount(1);
    await page.goto((await cancel.getAttribute("href"))!);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: `Annulla ${code}`, exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Non annullare", exact: true })).toBeVisible();
    await expect(dialog).toContainText("Il cliente sarà avvisato dall'app.");
  });
});
