import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    // The property tests and the translator's full comparison take seconds when the 2 cores are shared (CI runs
    // vitest's workers beside each other); 5 s failed one of them once. A hung test still fails, at 20 s.
    testTimeout: 20_000,
    // A throwaway PostgreSQL cluster, so the database tests run on it as well as on SQLite.
    globalSetup: ["tests/setup/postgres-cluster.ts"],
  },
});
