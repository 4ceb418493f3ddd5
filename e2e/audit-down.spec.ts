// An audit trail that cannot be written never costs the user a write (decision 022): on a back-office of this file's
// own (ports E2E_APP_PORT + 15 and + 16) whose audit table is taken away under it once the user is signed in, a change
// made in a form reaches the upstream, the notice says its audit entry could not be recorded, and the record's History
// says it is unavailable. Without JavaScript, so the notice is the server's answer to the form's post itself.
// (Until decision 046 the whole database was unreachable here; sessions now live in it, so a back-office without its
// database signs nobody in, and only the audit's own table is broken.)
import path from "node:path";
import Sqlite from "libsql";
import { expect, test } from "@playwright/test";
import { startIsolated, type Isolated } from "./isolated";

let server: Isolated;

test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("audit-down", 15, 15_000);
});

test.afterAll(async () => {
  await server?.stop();
});

test("a change is saved upstream when the audit trail cannot be written, and the page says it was not recorded", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const { token, user } = await server.upstreamSignIn("disco@demo.test");
  const created = await fetch(`${server.mockURL}/vips`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Anna", surname: "Senza Registro", notes: "Prima", discoId: user.discoId }),
  });
  const vip = (await created.json()) as { _id: string };
  const [name, value] = (await server.signIn("disco@demo.test")).split("=");
  await context.addCookies([{ name: name!, value: value!, url: server.appURL }]);
  // The audit's table goes away: every entry written or read fails from now on, the sessions' table stays.
  const database = new Sqlite(path.join(server.dataDir, "backoffice.sqlite"), { timeout: 5000 });
  database.exec("ALTER TABLE audit_entries RENAME TO audit_entries_away");
  database.close();

  await page.goto(`${server.appURL}/vips/${vip._id}`);
  await page.getByRole("dialog").getByLabel("Note").fill("Dopo");
  await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Salvato con successo La modifica non è stata registrata nel registro delle modifiche.",
  );
  const stored = await fetch(`${server.mockURL}/vips/${vip._id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { notes: string }).notes).toBe("Dopo");

  await page.goto(`${server.appURL}/vips/${vip._id}`);
  await page.getByTestId("record-history").locator("summary").click();
  await expect(page.getByTestId("record-history").getByRole("alert")).toHaveText(
    "La cronologia non è disponibile in questo momento.",
  );
});
