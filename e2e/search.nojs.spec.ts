// The global search without JavaScript (decision 033): the header box is a plain form that opens `/search?q=`, whose
// page lists the records of the user's reach grouped by kind, each a link to its record and, for a record of an event,
// to its event's tab; a text too short to search says so next to the box.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { searchRecords } from "./search.support";

test.use({ storageState: storageStateOf("disco") });

test("the header's box opens the search page, whose links open the records and their night", async ({ page }) => {
  const { word, event, reservation, list, elsewhere } = await searchRecords("Ricerca senza script");
  await page.goto("/events");
  await page.getByRole("combobox", { name: "Cerca in tutto" }).fill(word);
  await page.getByRole("combobox", { name: "Cerca in tutto" }).press("Enter");
  await expect(page).toHaveURL(`/search?q=${word}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerca");
  await expect(
    page.getByText("Cerca per nome, codice o email tra: Eventi, Prenotazioni, Ordini, Prodotti, Liste."),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: /^Eventi/ }).getByRole("link", { name: String(event.name) }),
  ).toHaveAttribute("href", `/events/${event._id}`);
  await expect(
    page.getByRole("region", { name: /^Liste/ }).getByRole("link", { name: `Lista ${word}`, exact: true }),
  ).toHaveAttribute("href", `/lists/${list._id}`);
  await expect(page.getByTestId("search-results")).not.toContainText(String(elsewhere.name));
  const reservations = page.getByRole("region", { name: /^Prenotazioni/ });
  await expect(reservations).toContainText("1 risultato");
  await expect(reservations.getByRole("listitem")).toContainText("Accettata");
  await reservations.getByRole("link", { name: `${reservation.code} · Ospite ${word}`, exact: true }).click();
  await expect(page).toHaveURL(`/reservations/${reservation._id}`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goBack();
  await reservations.getByRole("link", { name: `Apri ${reservation.code} · Ospite ${word} nella serata` }).click();
  await expect(page).toHaveURL(`/events/${event._id}/reservations?q=${reservation.code}`);
});

test("a text too short is not searched, and says so next to the box", async ({ page }) => {
  await page.goto("/search?q=a");
  const box = page.getByRole("searchbox", { name: "Cosa cerchi" });
  await expect(box).toHaveValue("a");
  await expect(box).toHaveAccessibleDescription("Scrivi almeno 2 caratteri.");
  await expect(page.getByTestId("search-results")).toHaveCount(0);
  await box.fill("zzqq-nessuno");
  await box.press("Enter");
  await expect(page.getByText("Nessun risultato per «zzqq-nessuno».")).toBeVisible();
});
