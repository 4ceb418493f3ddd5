import { defineConfig } from "vitest/config";
import path from "node:path";

const shared = {
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
};

const test = {
  environment: "node" as const,
  setupFiles: ["tests/setup.ts"],
  // The property tests and the translator's full comparison take seconds when the 2 cores are shared (CI runs
  // vitest's workers beside each other); 5 s failed one of them once. A hung test still fails, at 20 s.
  testTimeout: 20_000,
};

// Two projects: the unit tests, which need nothing but Node (`npx vitest run tests/permissions.test.ts` runs on any
// laptop), and the database tests (`*.db.test.ts`), which run on SQLite and on a throwaway PostgreSQL cluster that
// their project's global set-up makes (installed from Debian's packages when missing). `npm test` runs both.
export default defineConfig({
  ...shared,
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...test,
          name: "unit",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/**/*.db.test.ts", "tests/**/*.scaffold.test.ts"],
        },
      },
      // The resource scaffold on a copy of the repository: a typecheck, a build and a server of its own, about a
      // minute and a half (tests/new-resource.scaffold.test.ts); `npm test` runs it, `--project unit` does not. It
      // runs after the other projects, alone, so its processes do not slow their tests past their time-outs.
      {
        ...shared,
        test: {
          ...test,
          name: "scaffold",
          include: ["tests/**/*.scaffold.test.ts"],
          sequence: { groupOrder: 1 },
          testTimeout: 900_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          ...test,
          name: "database",
          include: ["tests/**/*.db.test.ts"],
          globalSetup: ["tests/setup/postgres-cluster.ts"],
        },
      },
    ],
  },
});
