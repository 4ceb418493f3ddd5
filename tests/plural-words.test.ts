// Counts and people in words (decision 051): a sentence with a count takes i18next's plural forms, so Italian never
// says "1 modificate"; a sentence naming a guest whose gender the data does not hold uses a form that fits anyone; and
// a confirmation's two buttons never read alike.
import { createInstance, type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nServerConfig, resources } from "~/core/i18n/locales.server";

async function translatorOf(language: "it" | "en"): Promise<i18n> {
  const instance = createInstance();
  await instance.init({ ...i18nServerConfig, lng: language });
  return instance;
}

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : typeof value === "string"
        ? [[`${prefix}${key}`, value] as [string, string]]
        : [],
  );
}

/**
 * Sentences with a count where no form changes with it: a figure after a colon or in brackets ("Scansioni: 3",
 * "Tutti gli utenti (3)"), or one that only ever shows more than one ("tutti e 3", "i tuoi 3 locali").
 */
const countWithoutForms = new Set([
  "search.seeAll",
  "notify.audienceAll",
  "notify.sendAll",
  "notify.unread",
  "night.promos.scans",
  "people.ageYears",
  "insight.map.truncated",
  "insight.tutorial.venue.several",
  "door.checkInAll",
]);

describe.each(["it", "en"] as const)("counted sentences in %s", (language) => {
  const strings = leaves(resources[language].common as unknown as Tree);

  it("have a form for one and for many wherever a count agrees with its words", () => {
    const lacking = strings
      .filter(([key, text]) => text.includes("{{count}}") && !/_(one|other)$/.test(key))
      .map(([key]) => key)
      .filter((key) => !countWithoutForms.has(key));
    expect(lacking).toEqual([]);
  });
});

describe("Italian plurals", () => {
  it("say one row changed, one skipped, in the bulk report", async () => {
    const { t } = await translatorOf("it");
    const summary = (changed: number, skipped: number, failed: number) =>
      t("bulk.summary", {
        changed: t("bulk.counts.changed", { count: changed }),
        skipped: t("bulk.counts.skipped", { count: skipped }),
        failed: t("bulk.counts.failed", { count: failed }),
      });
    expect(summary(1, 1, 0)).toBe("Fatto: 1 modificata, 1 saltata, 0 non riuscite.");
    expect(summary(3, 2, 1)).toBe("Fatto: 3 modificate, 2 saltate, 1 non riuscita.");
  });

  it("agree with one recipient, one piece, one guest", async () => {
    const { t } = await translatorOf("it");
    expect(t("notify.sent", { count: 1 })).toBe("Notifica inviata a 1 destinatario");
    expect(t("notify.sent", { count: 50 })).toBe("Notifica inviata a 50 destinatari");
    expect(t("night.galley.errors.hasOrders", { count: 1 })).toContain("(1 pezzo)");
    expect(t("door.offlineReady", { count: 1, time: "23:10" })).toBe(
      "Pronta anche senza rete: 1 ospite salvato alle 23:10.",
    );
    expect(t("bulk.reservations.confirmTitle", { action: "Annulla", count: 1 })).toBe("Annulla 1 prenotazione");
    expect(t("bulk.reservations.confirmTitle", { action: "Annulla", count: 2 })).toBe("Annulla 2 prenotazioni");
  });

  it("name a guest without guessing their gender", async () => {
    const { t } = await translatorOf("it");
    const said = [
      t("door.late.entered", { name: "Alice Conti", time: "23:10" }),
      t("door.late.refused", { name: "Alice Conti", reason: "" }),
      t("tableMap.done.seat", { name: "Alice Conti", code: "AB12" }),
      t("tableMap.done.alreadySeated", { name: "Alice Conti", code: "AB12" }),
    ];
    for (const sentence of said) expect(sentence).not.toMatch(/\b(entrat|sedut|contat)[oa]\b/);
  });
});

describe("English plurals", () => {
  it("say one recipient, one reservation, and keep it or them", async () => {
    const { t } = await translatorOf("en");
    expect(t("notify.sent", { count: 1 })).toBe("Notification sent to 1 recipient");
    expect(t("notify.sent", { count: 2 })).toBe("Notification sent to 2 recipients");
    expect(t("bulk.reservations.confirmTitle", { action: "Cancel", count: 1 })).toBe("Cancel 1 reservation");
    expect(t("keep.cancel", { count: 1 })).toBe("Keep it");
    expect(t("keep.cancel", { count: 2 })).toBe("Keep them");
    expect(t("orders.bar.more", { count: 1 })).toBe("One more order queued after these.");
  });
});

describe.each(["it", "en"] as const)("a confirmation's buttons in %s", (language) => {
  it("never read alike: the action named against what is kept", async () => {
    const { t } = await translatorOf(language);
    const actions = [
      "delete",
      "accept",
      "reject",
      "cancel",
      "refund",
      "approve",
      "deliver",
      "undeliver",
      "enable",
      "disable",
    ];
    for (const action of actions)
      for (const count of [1, 2]) {
        const keep = t(`keep.${action}`, { count });
        expect(keep, action).not.toBe(`keep.${action}`);
        expect(keep).not.toBe(t("dialog.cancel"));
      }
    expect(t("bulk.reservations.confirmTitle", { action: t("reservations.actions.cancel"), count: 2 })).not.toBe(
      t("keep.cancel", { count: 2 }),
    );
  });
});
