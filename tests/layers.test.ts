// The layer rules of eslint.config.js (docs/decisions/015-layout-and-layers.md) catch what they are meant to: each rule
// is run through ESLint's own API on a small snippet placed in a layer, as `npm run lint` would see that file.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids of the problems ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const layerRule = "import/no-restricted-paths";
const serverRule = "@typescript-eslint/no-restricted-imports";

describe("the layer table", { timeout: 60_000 }, () => {
  it("refuses a domain importing a route module", async () => {
    expect(
      await rulesHit(
        "app/domains/events/probe.ts",
        'import { loader } from "~/routes/login";\nexport const probe = loader;\n',
      ),
    ).toContain(layerRule);
  });

  it("refuses a test importing a route module", async () => {
    expect(
      await rulesHit(
        "tests/probe.test.ts",
        'import { loader } from "../app/routes/login";\nexport const probe = loader;\n',
      ),
    ).toContain(layerRule);
  });

  it("refuses the resource engine importing a domain or a route", async () => {
    expect(
      await rulesHit(
        "app/resource/probe.ts",
        'import { events } from "~/domains/events/events.resources";\nexport const probe = events;\n',
      ),
    ).toContain(layerRule);
    expect(
      await rulesHit(
        "app/resource/probe.ts",
        'import { loader } from "~/routes/login";\nexport const probe = loader;\n',
      ),
    ).toContain(layerRule);
  });

  it("refuses shared UI importing a domain or the resource engine", async () => {
    expect(
      await rulesHit(
        "app/ui/probe.tsx",
        'import { releaseStatus } from "~/domains/events/ticket-release-status";\nexport const probe = releaseStatus;\n',
      ),
    ).toContain(layerRule);
    expect(
      await rulesHit(
        "app/ui/probe.tsx",
        'import type { ResourceDefinition } from "~/resource/definition";\nexport type Probe = ResourceDefinition;\n',
      ),
    ).toContain(layerRule);
  });

  it("refuses shared UI importing a .server module, even for its types", async () => {
    expect(
      await rulesHit(
        "app/ui/probe.tsx",
        'import type { Signed } from "~/core/auth/auth.server";\nexport type Probe = Signed;\n',
      ),
    ).toContain(layerRule);
  });

  it("refuses core importing shared UI, a domain or the resource engine", async () => {
    expect(
      await rulesHit("app/core/probe.ts", 'import { Badge } from "~/ui/badge";\nexport const probe = Badge;\n'),
    ).toContain(layerRule);
    expect(
      await rulesHit(
        "app/core/probe.server.ts",
        'import { loginSchema } from "~/domains/account/auth-schemas";\nexport const probe = loginSchema;\n',
      ),
    ).toContain(layerRule);
    expect(
      await rulesHit(
        "app/core/probe.ts",
        'import { enumOptions } from "~/resource/options";\nexport const probe = enumOptions;\n',
      ),
    ).toContain(layerRule);
  });

  it("refuses the upstream client importing the audit trail or a store", async () => {
    const code = 'import { recordWrite } from "../audit/audit.server";\nexport const probe = recordWrite;\n';
    expect(await rulesHit("app/core/upstream/probe.server.ts", code)).toContain(layerRule);
    const store = 'import { addAuditEntry } from "../db/audit-store.server";\nexport const probe = addAuditEntry;\n';
    expect(await rulesHit("app/core/upstream/probe.server.ts", store)).toContain(layerRule);
  });

  it("refuses a store importing the upstream client", async () => {
    const code = 'import { callUpstream } from "../upstream/upstream.server";\nexport const probe = callUpstream;\n';
    expect(await rulesHit("app/core/db/probe.server.ts", code)).toContain(layerRule);
  });

  it("refuses the mock upstream importing anything from app/", async () => {
    expect(
      await rulesHit(
        "mock-upstream/probe.mjs",
        'import { csvLine } from "../app/core/format/csv.ts";\nexport const probe = csvLine;\n',
      ),
    ).toContain(layerRule);
  });
});

describe("the .server boundary", { timeout: 60_000 }, () => {
  it("refuses a browser-side module importing a .server module's values", async () => {
    expect(
      await rulesHit(
        "app/domains/events/probe.tsx",
        'import { requireAccess } from "~/core/auth/auth.server";\nexport const probe = requireAccess;\n',
      ),
    ).toContain(serverRule);
  });

  it("refuses a pure core module importing a .server module's values", async () => {
    expect(
      await rulesHit(
        "app/core/probe.ts",
        'import { getSession } from "./session.server";\nexport const probe = getSession;\n',
      ),
    ).toContain(serverRule);
  });

  it("lets a browser-side module import a .server module's types", async () => {
    expect(
      await rulesHit(
        "app/domains/events/probe.tsx",
        'import type { Signed } from "~/core/auth/auth.server";\nexport type Probe = Signed;\n',
      ),
    ).toEqual([]);
  });

  it("lets a route module and a .server module import .server values", async () => {
    const code = 'import { requireAccess } from "~/core/auth/auth.server";\nexport const probe = requireAccess;\n';
    expect(await rulesHit("app/routes/_app+/probe.tsx", code)).toEqual([]);
    expect(await rulesHit("app/domains/events/probe.server.ts", code)).toEqual([]);
  });
});

describe("the import checks", { timeout: 60_000 }, () => {
  it("reports an import that resolves to no file", async () => {
    expect(
      await rulesHit(
        "app/domains/events/probe.ts",
        'import { nothing } from "~/core/no-such-module";\nexport const probe = nothing;\n',
      ),
    ).toContain("import/no-unresolved");
  });

  it("reports a module imported twice", async () => {
    const code =
      'import { csvBom } from "~/core/format/csv";\nimport { csvLine } from "~/core/format/csv";\nexport const probe = [csvBom, csvLine];\n';
    expect(await rulesHit("app/domains/events/probe.ts", code)).toContain("import/no-duplicates");
  });

  it("reports an import cycle", async () => {
    // venue-time.ts imports format.ts (as read from disk): format.ts importing venue-time.ts back closes a cycle.
    const code = 'import { parseVenueDateTime } from "./venue-time";\nexport const probe = parseVenueDateTime;\n';
    expect(await rulesHit("app/core/format/format.ts", code)).toContain("import/no-cycle");
  });

  it("passes a domain page that keeps to its layers", async () => {
    const code = [
      'import type { Signed } from "~/core/auth/auth.server";',
      'import { formatMoney } from "~/core/format/format";',
      'import { events } from "~/domains/events/events.resources";',
      'import { enumOptions } from "~/resource/options";',
      'import { Badge } from "~/ui/badge";',
      "export type Probe = Signed;",
      "export const probe = [formatMoney, events, enumOptions, Badge];",
      "",
    ].join("\n");
    expect(await rulesHit("app/domains/orders/probe.tsx", code)).toEqual([]);
  });
});
