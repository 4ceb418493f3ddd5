// Followers, notifications and unread counters (decision 009), the same steps with JavaScript on and off: a venue sends
// a notification to its followers after confirming and finds it in its log; an admin sends one to all users after
// confirming; an admin sees the unread feedbacks beside the menu entry, opens one, and the count goes down. Each mode
// uses titles and an admin account of its own, so the two projects can run side by side on the shared mock.
import { expect, test, type Page } from "@playwright/test";
import { demoPassword, storageStateOf } from "./accounts";
import { hydrated, signIn, unique } from "./helpers";
import { mockURL } from "./ports";

type Mode = "js" | "nojs";

async function ready(page: Page, mode: Mode) {
  if (mode === "js") await hydrated(page);
}

function logRow(page: Page, title: string) {
  return page.locator("tbody tr").filter({ hasText: title });
}

/** An admin of this mode's own, so the views of feedbacks others open do not change what it has read. */
async function ownAdmin(mode: Mode): Promise<string> {
  const email = `notify-admin-${mode}-${unique()}@demo.test`;
  const basic = `Basic ${Buffer.from(`admin@demo.test:${demoPassword}`).toString("base64")}`;
  const { token } = (await (
    await fetch(`${mockURL}/auth`, { method: "POST", headers: { authorization: basic } })
  ).json()) as { token: string };
  const created = await fetch(`${mockURL}/users`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: demoPassword,
      name: "Ivo",
      surname: `Lettore ${mode}`,
      role: "admin",
      admin: true,
      isEnabled: true,
    }),
  });
  // A retry finds the account made by the first attempt.
  expect(created.status).toBe(201);
  return email;
}

export function notifySpecs(mode: Mode) {
  test.describe(`followers and their notifications (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test("a venue sees its followers with counts, sends them a notification after confirming, and finds it in its log", async ({
      page,
    }) => {
      const title = `Porte aperte alle 23 (${mode}) ${unique().slice(0, 6)}`;
      const body = "Stasera al Demo Club: lista omaggio fino a mezzanotte.";
      await page.goto("/followers");
      await expect(page.getByRole("heading", { level: 1, name: "Follower e notifiche" })).toBeVisible();
      await expect(page.getByTestId("followers-total")).toHaveText("50");
      await expect(page.getByTestId("followers-recent")).toHaveText(/^\d+$/);
      await expect(page.getByTestId("list-range")).toHaveText("1–20 di 50");

      await page.getByRole("link", { name: "Invia notifica" }).click();
      await expect(page).toHaveURL(/\/followers\/notifications\/new$/);
      const dialog = page.getByRole("dialog", { name: "Nuova notifica" });
      await expect(dialog).toContainText("Destinatari: i tuoi 50 follower.");
      await ready(page, mode);

      // Too long a title: with JavaScript the counter says so as it is typed; either way the form refuses it next to
      // the field and keeps the text.
      const tooLong = `${title} e dopo la mezzanotte si continua fino all'alba`;
      await dialog.getByLabel("Titolo").fill(tooLong);
      await dialog.getByLabel("Testo").fill(body);
      if (mode === "js") {
        await expect(dialog.getByTestId("title-counter")).toHaveText(
          `${tooLong.length - 50} caratteri oltre il limite di 50`,
        );
        await expect(dialog.getByTestId("body-counter")).toHaveText(`${body.length}/200 caratteri`);
      } else {
        await expect(dialog.getByTestId("title-counter")).toHaveText("Al massimo 50 caratteri");
      }
      await dialog.getByRole("button", { name: "Continua" }).click();
      await expect(dialog.getByText("Al massimo 50 caratteri").last()).toBeVisible();
      await expect(dialog.getByLabel("Titolo")).toHaveValue(tooLong);
      await expect(dialog.getByLabel("Testo")).toHaveValue(body);

      await dialog.getByLabel("Titolo").fill(title);
      await dialog.getByRole("button", { name: "Continua" }).click();
      const confirm = page.getByRole("dialog", { name: "Conferma l'invio" });
      await expect(confirm.getByTestId("notification-recipients")).toHaveText(
        "La notifica sarà inviata ai tuoi follower: 50 destinatari.",
      );
      await expect(confirm).toContainText(title);
      await expect(confirm).toContainText(body);

      // Back to the form with everything kept, then on again.
      await confirm.getByRole("button", { name: "Modifica" }).click();
      await expect(page.getByRole("dialog", { name: "Nuova notifica" }).getByLabel("Titolo")).toHaveValue(title);
      await page.getByRole("dialog", { name: "Nuova notifica" }).getByRole("button", { name: "Continua" }).click();
      await page
        .getByRole("dialog", { name: "Conferma l'invio" })
        .getByRole("button", { name: "Invia", exact: true })
        .click();

      await expect(page.getByRole("status")).toHaveText("Notifica inviata a 50 destinatari");
      await expect(page).toHaveURL(/\/followers\/notifications$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const row = logRow(page, title);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(body);
      await expect(row).toContainText("Marco Bianchi");
      await expect(row.locator("td").last()).toHaveText("50");
    });
  });

  test.describe(`the admin's notifications (${mode})`, () => {
    test.use({ storageState: storageStateOf("admin") });

    test("an admin sends a notification to all users after confirming, and finds it in the log", async ({ page }) => {
      const title = `Nuova stagione (${mode}) ${unique().slice(0, 6)}`;
      await page.goto("/send-notifications");
      await ready(page, mode);
      const all = page.getByRole("radio", { name: /^Tutti gli utenti \(\d+\)$/ });
      await expect(all).toBeChecked();
      const users = Number((await all.locator("..").innerText()).match(/\((\d+)\)/)?.[1]);
      expect(users).toBeGreaterThan(0);

      await page.getByLabel("Titolo").fill(title);
      await page.getByRole("button", { name: "Continua" }).click();
      // The body was forgotten: refused next to it, the title kept.
      await expect(page.getByText("Campo obbligatorio")).toBeVisible();
      await expect(page.getByLabel("Titolo")).toHaveValue(title);
      await page.getByLabel("Testo").fill("Scopri i nuovi locali nell'app.");
      await page.getByRole("button", { name: "Continua" }).click();

      // Tests beside this one add users (registration, admins of their own), so each count is read where it is shown:
      // the confirmation's count is the one its button names, and the log keeps the count the send reached.
      const confirm = page.getByRole("dialog", { name: "Conferma l'invio" });
      const recipients = confirm.getByTestId("notification-recipients");
      await expect(recipients).toHaveText(/^La notifica sarà inviata a tutti gli utenti: \d+ destinatari\.$/);
      const confirmed = Number((await recipients.innerText()).match(/(\d+) destinatari/)?.[1]);
      expect(confirmed).toBeGreaterThanOrEqual(users);
      await expect(confirm).toContainText("Vuoi davvero inviare questa notifica a tutti gli utenti?");
      await confirm.getByRole("button", { name: `Invia a tutti (${confirmed})` }).click();

      await expect(page.getByRole("status")).toHaveText(/^Notifica inviata a \d+ destinatari$/);
      const sent = Number((await page.getByRole("status").innerText()).match(/(\d+) destinatari/)?.[1]);
      expect(sent).toBeGreaterThanOrEqual(confirmed);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByLabel("Titolo")).toHaveValue("");
      const row = logRow(page, title);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Tutti gli utenti");
      await expect(row).toContainText("Giulia Rossi");
      await expect(row.locator("td").last()).toHaveText(String(sent));
    });

    test("an admin sends to one venue's followers, chosen among the venues", async ({ page }) => {
      const title = `Festa del Demo Club (${mode}) ${unique().slice(0, 6)}`;
      await page.goto("/send-notifications");
      await ready(page, mode);
      await page.getByLabel("Titolo").fill(title);
      await page.getByLabel("Testo").fill("Solo per chi ci segue.");
      await page.getByRole("radio", { name: "I follower di un locale" }).check();
      if (mode === "js") {
        const venue = page.getByRole("combobox", { name: "Locale" }).and(page.locator("input"));
        await venue.fill("Demo Club");
        await page.getByRole("option", { name: "Demo Club Milano" }).click();
      } else {
        // The venue's own search, without JavaScript: the form comes back with what it found and what was typed.
        await page.getByRole("searchbox", { name: "Cerca in Locale" }).fill("demo club");
        await page.getByRole("button", { name: "Cerca in Locale" }).click();
        await expect(page.getByRole("status").filter({ hasText: "demo club" })).toBeVisible();
        await expect(page.getByLabel("Titolo")).toHaveValue(title);
        await expect(page.getByRole("radio", { name: "I follower di un locale" })).toBeChecked();
        const venue = page.getByLabel("Locale", { exact: true });
        expect((await venue.locator("option").allInnerTexts()).slice(1).every((name) => /demo club/i.test(name))).toBe(
          true,
        );
        await venue.selectOption({ label: "Demo Club Milano" });
      }
      // Enter in the title asks for the review, as the visible button does (not the venue's search before it).
      if (mode === "nojs") await page.getByLabel("Titolo").press("Enter");
      else await page.getByRole("button", { name: "Continua" }).click();
      const confirm = page.getByRole("dialog", { name: "Conferma l'invio" });
      await expect(confirm.getByTestId("notification-recipients")).toHaveText(
        "La notifica sarà inviata ai follower di Demo Club Milano: 50 destinatari.",
      );
      await confirm.getByRole("button", { name: "Invia", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Notifica inviata a 50 destinatari");
      const row = logRow(page, title);
      await expect(row).toContainText("Follower del locale");
      await expect(row).toContainText("Demo Club Milano");
    });
  });

  test.describe(`unread counters (${mode})`, () => {
    test("an admin sees the unread feedbacks beside the menu entry, opens one, and the count goes down once", async ({
      page,
    }) => {
      const email = await ownAdmin(mode);
      await page.goto("/login");
      await ready(page, mode);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/users/);

      const badge = page.getByTestId("unread-feedbacks");
      const menuEntry = page.getByTestId("sidebar-menu").getByRole("link", { name: "Feedback", exact: true });
      await menuEntry.click();
      await expect(page).toHaveURL(/\/feedbacks$/);
      await expect(badge).toHaveAttribute("data-count", /^\d+$/);
      const before = Number(await badge.getAttribute("data-count"));
      expect(before).toBeGreaterThan(1);
      await expect(badge).toContainText(`${before} da leggere`);
      await expect(menuEntry).toHaveAccessibleDescription(`${before} da leggere`);

      const first = page
        .locator("tbody tr")
        .first()
        .getByRole("link", { name: /^Modifica / });
      await first.click();
      await expect(page).toHaveURL(/\/feedbacks\/[0-9a-f]+$/);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(badge).toHaveAttribute("data-count", String(before - 1));

      // Back on the list, and opening the same feedback again, it stays read once.
      await page.getByRole("dialog").getByRole("link", { name: "Annulla" }).click();
      await expect(page).toHaveURL(/\/feedbacks$/);
      await expect(badge).toHaveAttribute("data-count", String(before - 1));
      await first.click();
      await expect(page).toHaveURL(/\/feedbacks\/[0-9a-f]+$/);
      await page.reload();
      await expect(badge).toHaveAttribute("data-count", String(before - 1));
    });
  });
}
