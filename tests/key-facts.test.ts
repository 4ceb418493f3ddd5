// A row's card on a phone: its name as headline and a few key facts, those a column declares or
// the first few after the name, with the row's state whenever the list has one.
import { describe, expect, it } from "vitest";
import { keyFactsOf, type Column } from "~/ui/lists/column";

const column = (field: string, extra: Partial<Column> = {}): Column => ({ field, label: `fields.${field}`, ...extra });

describe("the key facts of a row's card", () => {
  it("are the first three columns after the name when none is declared", () => {
    const columns = [column("name"), column("venue"), column("start"), column("end"), column("flags")];
    expect([...keyFactsOf(columns, "name")]).toEqual(["venue", "start", "end"]);
  });

  it("skip the name wherever it stands", () => {
    const columns = [column("code"), column("user"), column("name"), column("event")];
    expect([...keyFactsOf(columns, "name")]).toEqual(["code", "user", "event"]);
  });

  it("keep the row's state badge even past the first three", () => {
    const columns = [column("code"), column("a"), column("b"), column("c"), column("status", { format: "badge" })];
    expect([...keyFactsOf(columns, "code")]).toEqual(["a", "b", "c", "status"]);
  });

  it("are exactly the declared ones when a column declares it", () => {
    const columns = [column("name"), column("a"), column("b", { keyFact: true }), column("c", { keyFact: true })];
    expect([...keyFactsOf(columns, "name")]).toEqual(["b", "c"]);
  });
});
