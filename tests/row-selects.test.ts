// Selects over other records (decision 034): where a row's options are kept, which values they hold, and which
// choices a save refuses, a form's own selects and each row's, because the chosen record is no option for the user.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { entitySelectsOf, selectKeyOf } from "~/resource/entity-options";
import type { FieldDefinition } from "~/resource/fields";
import type { Signed } from "~/core/auth/auth.server";

// The server modules read their configuration when first imported.
beforeAll(() => {
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  vi.stubEnv("SESSION_SECRET", "row-selects-test-secret-0123456789");
  vi.stubEnv("EMBEDDED_MOCK", "1");
});
afterAll(() => vi.unstubAllEnvs());

// Imported once the configuration is set.
type OutOfReach = typeof import("~/resource/select-options.server").rowChoicesOutOfReach;
const rowChoicesOutOfReach = async (...args: Parameters<OutOfReach>) =>
  (await import("~/resource/select-options.server")).rowChoicesOutOfReach(...args);
type FieldsOutOfReach = typeof import("~/resource/select-options.server").choicesOutOfReach;
const choicesOutOfReach = async (...args: Parameters<FieldsOutOfReach>) =>
  (await import("~/resource/select-options.server")).choicesOutOfReach(...args);

const venues: FieldDefinition = {
  name: "collaboratingDiscos",
  label: "people.collaboratingDiscos",
  component: "rows",
  rowFields: [
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name" },
    },
    { name: "role", label: "fields.role", component: "select", options: [{ value: "pr", label: "roles.pr" }] },
  ],
};

/** A signed-in admin whose upstream knows these venue ids, and the reads it was asked. */
function adminKnowing(ids: string[]) {
  const reads: Record<string, unknown>[] = [];
  const signed = {
    user: { _id: "admin", role: "admin" },
    api: {
      list: async (_path: string, query: Record<string, unknown>) => {
        reads.push(query);
        const wanted = String(query._id ?? "").split(",");
        return { items: ids.filter((id) => wanted.includes(id)).map((_id) => ({ _id })), total: 0 };
      },
    },
  } as unknown as Signed;
  return { signed, reads };
}

describe("selectKeyOf", () => {
  it("names a row's select by its rows field, whatever the row", () => {
    expect(selectKeyOf("collaboratingDiscos[2].discoId")).toBe("collaboratingDiscos.discoId");
    expect(selectKeyOf("discoId")).toBe("discoId");
  });
});

describe("entitySelectsOf", () => {
  it("keeps a row's select over an entity under <rows>.<field>, with every row's choice", () => {
    const [select, other] = entitySelectsOf([venues]);
    expect(other).toBeUndefined();
    expect(select!.key).toBe("collaboratingDiscos.discoId");
    expect(select!.chosen({ collaboratingDiscos: [{ discoId: "a" }, { discoId: "" }, { discoId: "b" }] })).toEqual([
      "a",
      "b",
    ]);
  });
});

describe("rowChoicesOutOfReach", () => {
  it("refuses each row whose venue is no option, next to that row's field, after one read of the chosen ids", async () => {
    const { signed, reads } = adminKnowing(["v1", "v2"]);
    const values = {
      collaboratingDiscos: [
        { discoId: "v1", role: "pr" },
        { discoId: "", role: "" },
        { discoId: "someone", role: "pr" },
        { discoId: "v2", role: "pr" },
      ],
    };
    expect(await rowChoicesOutOfReach([venues], values, signed)).toEqual({
      "collaboratingDiscos[2].discoId": ["validation.notAnOption"],
    });
    expect(reads).toEqual([{ _id: "v1,someone,v2", limit: 3 }]);
  });

  it("asks nothing and refuses nothing when no row names a record", async () => {
    const { signed, reads } = adminKnowing([]);
    expect(await rowChoicesOutOfReach([venues], { collaboratingDiscos: [{ discoId: "" }] }, signed)).toBeNull();
    expect(reads).toEqual([]);
  });
});

describe("choicesOutOfReach", () => {
  const genres: FieldDefinition = {
    name: "musicalGenreIds",
    label: "fields.musicalGenres",
    component: "select",
    optionsFrom: { endpoint: "musical-genres", optionLabel: "name" },
  };
  const vat: FieldDefinition = {
    name: "vat",
    label: "fields.vat",
    component: "select",
    optionsFrom: { endpoint: "vat-rates", optionLabel: "name", optionValue: "percentage" },
  };

  it("refuses an admin's choice of a record that does not exist, next to its field", async () => {
    const { signed, reads } = adminKnowing(["g1"]);
    expect(await choicesOutOfReach([genres], { musicalGenreIds: ["g1", "made-up"] }, signed, null)).toEqual({
      musicalGenreIds: ["validation.notAnOption"],
    });
    expect(reads).toEqual([{ _id: "g1,made-up", limit: 2 }]);
  });

  it("reads only the choices the record does not hold yet, and none for a value that is no record's id", async () => {
    const { signed, reads } = adminKnowing(["g2"]);
    const stored = { musicalGenreIds: ["g1"], vat: "22" };
    expect(await choicesOutOfReach([genres, vat], { musicalGenreIds: ["g1", "g2"], vat: "10" }, signed, stored)).toBe(
      null,
    );
    expect(reads).toEqual([{ _id: "g2", limit: 1 }]);
  });

  it("asks nothing when the choices are those already held", async () => {
    const { signed, reads } = adminKnowing([]);
    expect(await choicesOutOfReach([genres], { musicalGenreIds: ["g1"] }, signed, { musicalGenreIds: ["g1"] })).toBe(
      null,
    );
    expect(reads).toEqual([]);
  });
});
