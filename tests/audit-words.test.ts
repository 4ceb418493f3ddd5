// The audit log in people's words (decision 035): fields under their forms' labels, values as the lists show them
// (states in the reader's language, money in euro, instants on the venue's clock), every entity with a word in both
// languages, and every link the log can make leading to a page that exists. Expected texts are the locale files' and
// the spec's.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordPageOf } from "~/domains/audit/record-pages";
import { describeChanges as describeWith, entityWordsOf } from "~/resource/audit-description";
import { actionWord, changeText, recordWords, type Translate } from "~/core/audit/audit-words";
import { auditRegistry, resources } from "~/domains/index";
import type { AuditChange } from "~/core/audit/audit";
import en from "~/locales/en/common.json";
import it_ from "~/locales/it/common.json";

type Tree = { [key: string]: unknown };

/** A translator over a locale file, as i18next answers: the text at the key with its values, else the default. */
const translatorOf =
  (locale: Tree): Translate =>
  (key, options) => {
    const found = key.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], locale);
    if (typeof found !== "string") return String(options?.defaultValue ?? key);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ""));
  };

const describeChanges = (entity: string, changes: AuditChange[]) => describeWith(auditRegistry, entity, changes);
const describedEntities = [...entityWordsOf(auditRegistry).keys()];

const italian = translatorOf(it_ as Tree);
const english = translatorOf(en as Tree);

describe("an entry's changes in words", () => {
  it("a coat returned reads with the cloakroom's field labels and state names, in each language", () => {
    const changes = describeChanges("cloakroom-slots", [
      { field: "status", before: "taken", after: "returned" },
      { field: "holderName", before: "Mario Bianchi", after: null },
    ]);
    expect(changes.changes.map((change) => changeText(change, italian, "it"))).toEqual([
      `${it_.fields.status}: ${it_.cloakroomSlotStatuses.taken} → ${it_.cloakroomSlotStatuses.returned}`,
      `${it_.night.cloakroom.holder}: Mario Bianchi → —`,
    ]);
    expect(changes.changes.map((change) => changeText(change, english, "en"))[0]).toBe(
      `${en.fields.status}: ${en.cloakroomSlotStatuses.taken} → ${en.cloakroomSlotStatuses.returned}`,
    );
  });

  it("a reservation's state reads as the reservations list says it", () => {
    const [change] = describeChanges("reservations", [{ field: "status", before: "usable", after: "used" }]).changes;
    expect(changeText(change!, italian, "it")).toBe(
      `${it_.fields.status}: ${it_.reservationStatuses.usable} → ${it_.reservationStatuses.used}`,
    );
  });

  it("money in euro, an instant on the venue's clock (Europe/Rome), a flag as yes or no", () => {
    const [price] = describeChanges("ticket-releases", [{ field: "price", before: 1000, after: 1250 }]).changes;
    // Spec: prices are cents upstream; Italian euro amounts use a comma and the sign after.
    expect(changeText(price!, italian, "it")).toMatch(/: 10,00\s€ → 12,50\s€$/);
    const [start] = describeChanges("events", [
      { field: "startDate", before: "2026-07-01T20:30:00.000Z", after: "2026-12-01T21:00:00.000Z" },
    ]).changes;
    // 20:30 UTC in July is 22:30 in Rome (summer time); 21:00 UTC in December is 22:00 (winter time).
    expect(changeText(start!, italian, "it")).toMatch(/: 01\/07\/2026 22:30 → 01\/12\/2026 22:00$/);
    const [flag] = describeChanges("reservations", [{ field: "isVip", before: false, after: true }]).changes;
    expect(changeText(flag!, italian, "it")).toBe(`${it_.fields.isVip}: ${it_.common.no} → ${it_.common.yes}`);
  });

  it("a secret only as changed", () => {
    const [change] = describeChanges("users", [{ field: "password", secret: true }]).changes;
    expect(changeText(change!, italian, "it")).toContain(it_.audit.secretChanged);
  });
});

describe("an entry's record and action in words", () => {
  it("names the record with its entity's word and its name", () => {
    expect(recordWords({ entity: "cloakroom-slots", entityId: "abc", name: "G001" }, italian)).toBe("Guardaroba G001");
    expect(recordWords({ entity: "cloakroom-slots", entityId: "abc", name: "G001" }, english)).toBe("Cloakroom G001");
  });

  it("one word per action, none of them a code", () => {
    const actions = ["create", "update", "delete", "upload", "read", "messages"];
    for (const t of [italian, english]) {
      const words = actions.map((action) => actionWord(action, t));
      expect(new Set(words).size).toBe(actions.length);
      for (const word of words) expect(word).not.toMatch(/[{}]|\b(update|read|messages)\b/);
    }
  });

  it("every entity a resource writes has its word in both languages", () => {
    for (const entity of describedEntities) {
      expect((it_.auditWords.entities as Record<string, string>)[entity], entity).toBeTruthy();
      expect((en.auditWords.entities as Record<string, string>)[entity], entity).toBeTruthy();
    }
  });
});

describe("the log's links", () => {
  const routes = path.resolve(__dirname, "../app/routes/_app+");
  /** The route module a link is served by (remix-flat-routes' folders), if any. */
  function routeOf(href: string): string | null {
    const parts = href.split("/").filter(Boolean);
    const candidates =
      parts[0] === "events" && parts.length === 2
        ? ["events_.$id+/_index.tsx"]
        : parts[0] === "events" && parts.length === 4
          ? [`events_.$id+/${parts[2]}+/$recordId.tsx`]
          : parts[0] === "orders" && parts[2] === "detail"
            ? ["orders+/$recordId_.detail.tsx"]
            : [`${parts[0]}+/$id.tsx`];
    return candidates.find((file) => fs.existsSync(path.join(routes, file))) ?? null;
  }

  it("lead only to record pages that exist", () => {
    for (const resource of resources) {
      const href = recordPageOf(resource, { _id: "r1", eventId: "e1" });
      if (href) expect(routeOf(href), `${resource.key}: ${href}`).not.toBeNull();
    }
  });
});
