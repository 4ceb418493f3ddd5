// A database that is down never costs the user a write (issue 16): on a back-office whose PostgreSQL is unreachable
// (ports E2E_APP_PORT + 15 and + 16), a change made in a form reaches the upstream, the notice says its audit entry
// could not be recorded, and the record's History says it is unavailable. Without JavaScript, so the notice is the
// server's answer to the form's post itself.
import { expect, test } from "@playwright/test";
import { startIsolated, type Isolated } from "./isolated";

let server: Isolated;

test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Nothing listens on port 1: every connection is refused at once.
  server = await startIsolated("audit-down", 15, 15_000, { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a change is saved upstream when the audit database is down, and the page says it was not recorded", async ({
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
