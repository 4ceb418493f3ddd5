// Kysely runs migrations in the order of their names and refuses to start a database whose executed migrations are
// no longer a prefix of that order: a migration added with a name that sorts before one already run breaks every
// existing back-office database at start. The newest migration, the last one written, must sort last.
import { describe, expect, it } from "vitest";
import { migrations } from "~/core/db/migrations.server";

describe("migrations", () => {
  it("name the newest one so that it sorts after every earlier one", () => {
    const names = Object.keys(migrations);
    expect(names.at(-1)).toBe([...names].sort().at(-1));
  });
});
